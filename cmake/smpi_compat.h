/* Force-included after SimGrid's smpi_helpers.h in SMPI builds (cmake/pebbleSMPI.cmake).
 * smpi_helpers.h defines exit(x) as a function-like macro so that a rank calling exit() ends
 * itself rather than the simulation; the macro also renames member functions called exit
 * (CLI11's App::exit). pebble calls std::exit only where MPI is not running, so the macro goes. */
#undef exit
