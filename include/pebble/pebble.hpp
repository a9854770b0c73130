// All of pebble: the planning headers (<pebble/plan.hpp>) and the run side on Kokkos and MPI —
// communicators and collectives on Kokkos views in any memory space, reduction programs, the
// series-parallel task-graph executor, and the distributed solvers with redistribution from
// ScaLAPACK layouts (CMake target pebble::pebble).
#pragma once

#include <pebble/plan.hpp>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/comm/environment.hpp>
#include <pebble/comm/node_ipc.hpp>
#include <pebble/comm/reduction_program.hpp>
#include <pebble/comm/staged.hpp>
#include <pebble/comm/staging.hpp>
#include <pebble/comm/traffic.hpp>
#include <pebble/exec/device_lapack.hpp>
#include <pebble/exec/lapack.hpp>
#include <pebble/exec/sp_graph.hpp>
#include <pebble/algorithms/cholesky.hpp>
#include <pebble/algorithms/conflux_engine.hpp>
#include <pebble/algorithms/factor_rates.hpp>
#include <pebble/algorithms/lu.hpp>
#include <pebble/algorithms/mmm.hpp>
#include <pebble/algorithms/redistribute.hpp>
#include <pebble/algorithms/scalapack_factor.hpp>
#include <pebble/algorithms/scalapack_gemm.hpp>
#include <pebble/algorithms/scalapack_gemm_in_place.hpp>
