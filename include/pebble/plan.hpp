// Every planning header of pebble: the constexpr core, the program model and its front ends, the
// I/O lower bounds, tilings and processor grids, parallelism placement and reduction programs,
// task graphs and their series-parallel conversion, and optimal parallelization strategies. No
// Kokkos, no MPI: it compiles in any translation unit (CMake target pebble::plan). For the run
// side as well, include <pebble/pebble.hpp>.
#pragma once

#include <pebble/core/config.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/extent.hpp>
#include <pebble/core/fixed_string.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/rational.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/affine.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/dsl.hpp>
#include <pebble/model/name.hpp>
#include <pebble/model/parser.hpp>
#include <pebble/model/polynomial.hpp>
#include <pebble/model/soap.hpp>
#include <pebble/model/statement.hpp>
#include <pebble/bounds/access_size.hpp>
#include <pebble/bounds/completion_cut.hpp>
#include <pebble/bounds/factorization.hpp>
#include <pebble/bounds/mmm.hpp>
#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/recognize.hpp>
#include <pebble/bounds/reduction_cut.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/bounds/xpartition.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/distribution.hpp>
#include <pebble/tiling/grid25d.hpp>
#include <pebble/tiling/mmm_layout.hpp>
#include <pebble/tiling/mmm_tile.hpp>
#include <pebble/placement/calibration.hpp>
#include <pebble/placement/groups.hpp>
#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>
#include <pebble/placement/synthesis_hierarchy.hpp>
#include <pebble/graph/dag.hpp>
#include <pebble/graph/formats.hpp>
#include <pebble/graph/series_parallel.hpp>
#include <pebble/graph/sp_conversion.hpp>
#include <pebble/strategy/configurations.hpp>
#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/problem.hpp>
#include <pebble/strategy/solver.hpp>
#include <pebble/strategy/training.hpp>
#include <pebble/loops/count.hpp>
#include <pebble/loops/dsl.hpp>
#include <pebble/loops/parser.hpp>
#include <pebble/loops/program.hpp>
#include <pebble/loops/symbolic.hpp>
#include <pebble/loops/work_depth.hpp>
#include <pebble/model.hpp>
