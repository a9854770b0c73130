// A program linked with the installed libpebble_scalapack (pebble::scalapack): the library loads,
// and its count of pdgemm calls is 0 in a process that made none (-1 for a routine it does not
// define).
#include <pebble/scalapack.h>

int main() {
  return pebble_scalapack_calls("pdgemm", 1) == 0 && pebble_scalapack_calls("pdgemm", 0) == 0 &&
                 pebble_scalapack_calls("pzgemm", 1) == -1
             ? 0
             : 1;
}
