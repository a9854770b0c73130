// doctest's main() for every unit test: compiled once into the object library
// pebble_doctest_main, which pebble_add_unit_test (test/CMakeLists.txt) links into each unit_<name>.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
