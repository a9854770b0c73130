// Symbolic iteration counts of loops (thesis ch. 2, §2.3-§2.4): a canonical sum of products over
// rational coefficients and atoms (sizes, counters, ⌈x⌉, ⌊x⌋, ⌈log₂ x⌉, log₂ x, 2^x, 1/x), with
// exact sums Σ_{i=0}^{n-1} of polynomial-times-geometric terms (Faulhaber and its geometric
// analogue) and certified intervals [L, U] where a summand has no such closed form (§2.4.3).
//
// Everything here but the text output is constexpr and evaluates in static_assert under g++ 12
// and nvcc, whose constant evaluators have bugs that run-time code does not see; the code of
// pebble/loops/ keeps three rules for them (docs/loops.md, "At compile time"): no ?: whose value
// is a class object owning memory, no class object passed by value and moved from, no class
// object declared in an if condition.
//
// The parts, in the order they build on each other (loops/symbolic/): expr.hpp (the canonical
// form and its arithmetic), properties.hpp, functions.hpp (⌈⌉, ⌊⌋, logarithms, powers, 1/x),
// substitute.hpp (substitution, evaluation), text.hpp (to_string) and sums.hpp (closed forms and
// certified intervals of sums).
#pragma once

#include <pebble/loops/symbolic/sums.hpp>
