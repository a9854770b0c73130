// Bounding a loop nest (docs/guides.md, "Bound a loop nest"): a program written as text, the
// I/O lower bound of each statement (thesis §5.4: Q >= |D|/rho) and of the whole program
// (Theorem 5.1), sequentially and per processor. Run: `example_bound_loop_nest [N] [S] [p]`.
#include <cstdint>
#include <cstdlib>
#include <iostream>

#include <pebble/plan.hpp>

int main(int argc, char** argv) {
  const std::int64_t N = argc > 1 ? std::atoll(argv[1]) : 4000;
  const std::int64_t S = argc > 2 ? std::atoll(argv[2]) : 1 << 20;
  const std::int64_t p = argc > 3 ? std::atoll(argv[3]) : 64;
  try {
    // 2mm's two products share nothing but tmp: D = (A B) C
    const pebble::program mm2 =
        pebble::parse_program("for i in 0..N, j in 0..N, k in 0..N: tmp[i,j] += A[i,k] * B[k,j]\n"
                              "for i in 0..N, j in 0..N, k in 0..N: D[i,j] += tmp[i,k] * C[k,j]");
    const pebble::size_binding sizes{{"N", N}};
    for (std::size_t s = 0; s < mm2.size(); ++s) {
      const pebble::statement_io_bound b = pebble::io_bound(mm2[s], sizes, {.p = p, .S = S});
      std::cout << "statement " << s + 1 << ": |D| = " << b.domain_size << ", rho = " << b.intensity.rho
                << ", Q >= " << b.Q << " words, per processor " << b.Q_per_processor << "\n";
    }
    const pebble::program_io_bound whole = pebble::program_bound(mm2, sizes, {.p = p, .S = S});
    std::cout << "program (Theorem 5.1): Q >= " << whole.Q << " words, per processor " << whole.Q_per_processor << "\n";
  } catch (const pebble::error& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
