// Distributed LU (CONFLUX, algorithms/lu.hpp) and Cholesky (CONFCHOX, algorithms/cholesky.hpp)
// factorizations on MPI ranks (thesis §4.7): both, and what they share (algorithms/conflux_engine.hpp).
// docs/factorizations.md describes the schedules; algorithms/factor.hpp runs them on a matrix held in
// ScaLAPACK's layout.
#pragma once

#include <pebble/algorithms/cholesky.hpp>
#include <pebble/algorithms/conflux_engine.hpp>
#include <pebble/algorithms/lu.hpp>
