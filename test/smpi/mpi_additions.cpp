// MPI functions that SimGrid's SMPI (3.32) does not implement and Reference ScaLAPACK's BLACS
// calls, linked into the SMPI build's programs (docs/simulation.md). SMPI looks a rank's symbols
// up in its copy of the program first, so a ScaLAPACK linked into the program calls these.
#include <mpi.h>

extern "C" {

/// MPI_Type_match_size (MPI 2.0, 10.2.5): the predefined datatype of a type class and size in
/// bytes. BLACS asks for the integer type of its Int (4 or 8 bytes).
int MPI_Type_match_size(int typeclass, int size, MPI_Datatype* datatype) {
  if (datatype == nullptr) return MPI_ERR_ARG;
  MPI_Datatype t = MPI_DATATYPE_NULL;
  switch (typeclass) {
    case MPI_TYPECLASS_INTEGER:
      t = size == 1 ? MPI_INT8_T : size == 2 ? MPI_INT16_T : size == 4 ? MPI_INT32_T : size == 8 ? MPI_INT64_T : t;
      break;
    case MPI_TYPECLASS_REAL: t = size == 4 ? MPI_FLOAT : size == 8 ? MPI_DOUBLE : t; break;
    case MPI_TYPECLASS_COMPLEX: t = size == 8 ? MPI_C_FLOAT_COMPLEX : size == 16 ? MPI_C_DOUBLE_COMPLEX : t; break;
    default: return MPI_ERR_ARG;
  }
  if (t == MPI_DATATYPE_NULL) return MPI_ERR_ARG;
  *datatype = t;
  return MPI_SUCCESS;
}

}  // extern "C"
