// constexpr integer and real math for the planning layer (docs/design.md, "constexpr first"): exact
// integer roots, powers and divisions, divisors and ordered factorizations (the candidate
// processor grids of thesis §3.6-3.7), and constexpr sqrt/cbrt/exp/log/pow on double.
//
// The parts: core/checked_int.hpp (integer arithmetic), core/primes.hpp (factorizations of an
// integer, divisors) and core/constexpr_math.hpp (real functions on double).
#pragma once

#include <pebble/core/checked_int.hpp>
#include <pebble/core/constexpr_math.hpp>
#include <pebble/core/primes.hpp>
