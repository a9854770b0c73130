// The program model (thesis ch. 4 DAAP, ch. 5 SOAP): iteration domains, affine accesses,
// statements and programs, their exact sizes, the SOAP classification and projections, and the
// two front ends (C++ DSL at compile time, text parser at run time).
#pragma once

#include <pebble/model/affine.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/dsl.hpp>
#include <pebble/model/name.hpp>
#include <pebble/model/parser.hpp>
#include <pebble/model/polynomial.hpp>
#include <pebble/model/soap.hpp>
#include <pebble/model/statement.hpp>
