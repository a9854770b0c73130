// Polybench 4.2 kernels as pebble program texts, each with an independent oracle.
//
// Every kernel is `{name, text, sizes, oracle}`:
//  - `text` is a transcription of the kernel's `#pragma scop` region into the syntax that
//    `pebble::parse_program` reads: each C statement becomes one program statement carrying the
//    loops that enclose it in the C code, in the C order (outermost first). Scalar temporaries
//    that the scop assigns (`sum`, `w`, `nrm`, `temp2`, durbin's `alpha`/`beta`, adi's and
//    deriche's coefficients) become 0-dimensional arrays (`w[]`); values that the scop only reads
//    (`alpha`, `beta`, `float_n`, `eps`) stay bare identifiers. TSTEPS is called T; all other
//    size names are Polybench's.
//  - `oracle(sizes)` returns, for each statement of `text` in order, the trace lines that
//    `pebble::trace_lines` must produce: one line per iteration point in lexicographic loop
//    order, `W:` the written element, then (for `+= -= *= /=`) `R:` the output element, then one
//    `R:` per distinct access function of the right-hand side in first-occurrence order.
//    The oracle is the Polybench C loop nest itself (bounds exactly as in Polybench, including
//    `<=` bounds and loops that count down), written out by hand with a `rec(statement, ...)` call
//    where the C code has that statement. It does not use pebble: it is an independent check of
//    the parser, the iteration domains and the access functions.
//
// Where the syntax cannot say what the C code says, the text rewrites it and a comment says how:
//  - loops that count down (ludcmp, adi, nussinov, deriche) run over a reversed index, e.g.
//    Polybench's `for (i = N-1; i >= 0; i--)` becomes `ii in 0..N` with `i = N-1-ii`, so the
//    points come in the same order; the oracle keeps the C loop.
//  - `?:` (floyd-warshall, correlation) becomes a function call with the same accesses.
//  - `if`s (nussinov) become statements restricted to the sub-domain where they execute.
//  - chained assignments `a1 = a5 = k` (deriche) become `a5[] = k[]` then `a1[] = a5[]`.
//
// Only the standard library is used here, so this header also compiles without pebble.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace polybench_oracle {

using size_list = std::vector<std::pair<std::string, std::int64_t>>;
using statement_trace = std::vector<std::string>;
using program_trace = std::vector<statement_trace>;
using oracle_fn = program_trace (*)(const size_list&);

struct kernel {
  std::string name;
  std::string text;
  size_list sizes;
  oracle_fn oracle;
};

using idx = std::int64_t;

/// The value of size `name` in `sizes`; throws if there is none.
inline idx size_of(const size_list& sizes, std::string_view name) {
  for (const auto& [n, v] : sizes)
    if (n == name) return v;
  throw std::invalid_argument("polybench oracle: no size named " + std::string(name));
}

/// `element("A", {1, -2})` is "A[1,-2]"; `element("s", {})` is "s[]".
inline std::string element(std::string_view array, std::initializer_list<idx> subscripts) {
  std::string out(array);
  out += '[';
  bool first = true;
  for (idx v : subscripts) {
    if (!first) out += ',';
    out += std::to_string(v);
    first = false;
  }
  out += ']';
  return out;
}

/// `el("A", i, k)` is element("A", {i, k}); `el("w")` is "w[]".
template <class... I>
std::string el(std::string_view array, I... subscripts) {
  static_assert((std::is_integral_v<I> && ...), "subscripts are integers");
  return element(array, {static_cast<idx>(subscripts)...});
}

/// Collects the trace lines of the statements of one program.
class recorder {
 public:
  explicit recorder(std::size_t statements) : trace_(statements) {}

  /// Appends "W:<written> R:<reads[0]> R:<reads[1]> ..." to statement `statement`.
  void operator()(std::size_t statement, const std::string& written, std::initializer_list<std::string> reads = {}) {
    std::string line = "W:" + written;
    for (const std::string& r : reads) {
      line += " R:";
      line += r;
    }
    trace_.at(statement).push_back(std::move(line));
  }

  program_trace take() && { return std::move(trace_); }

 private:
  program_trace trace_;
};

// ---------------------------------------------------------------------------------------------
// linear-algebra/blas

inline const char* const gemm_text = R"(# gemm: C := alpha*A*B + beta*C
for i in 0..NI, j in 0..NJ: C[i,j] *= beta
for i in 0..NI, k in 0..NK, j in 0..NJ: C[i,j] += alpha * A[i,k] * B[k,j]
)";

inline program_trace gemm_oracle(const size_list& sizes) {
  const idx NI = size_of(sizes, "NI"), NJ = size_of(sizes, "NJ"), NK = size_of(sizes, "NK");
  recorder rec(2);
  for (idx i = 0; i < NI; i++) {
    for (idx j = 0; j < NJ; j++) rec(0, el("C", i, j), {el("C", i, j)});
    for (idx k = 0; k < NK; k++)
      for (idx j = 0; j < NJ; j++) rec(1, el("C", i, j), {el("C", i, j), el("A", i, k), el("B", k, j)});
  }
  return std::move(rec).take();
}

inline const char* const gemver_text = R"(
for i in 0..N, j in 0..N: A[i,j] = A[i,j] + u1[i] * v1[j] + u2[i] * v2[j]
for i in 0..N, j in 0..N: x[i] = x[i] + beta * A[j,i] * y[j]
for i in 0..N: x[i] = x[i] + z[i]
for i in 0..N, j in 0..N: w[i] = w[i] +  alpha * A[i,j] * x[j]
)";

inline program_trace gemver_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(4);
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < N; j++)
      rec(0, el("A", i, j), {el("A", i, j), el("u1", i), el("v1", j), el("u2", i), el("v2", j)});
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < N; j++) rec(1, el("x", i), {el("x", i), el("A", j, i), el("y", j)});
  for (idx i = 0; i < N; i++) rec(2, el("x", i), {el("x", i), el("z", i)});
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < N; j++) rec(3, el("w", i), {el("w", i), el("A", i, j), el("x", j)});
  return std::move(rec).take();
}

inline const char* const gesummv_text = R"(
for i in 0..N: tmp[i] = 0.0
for i in 0..N: y[i] = 0.0
for i in 0..N, j in 0..N: tmp[i] = A[i,j] * x[j] + tmp[i]
for i in 0..N, j in 0..N: y[i] = B[i,j] * x[j] + y[i]
for i in 0..N: y[i] = alpha * tmp[i] + beta * y[i]
)";

inline program_trace gesummv_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(5);
  for (idx i = 0; i < N; i++) {
    rec(0, el("tmp", i));
    rec(1, el("y", i));
    for (idx j = 0; j < N; j++) {
      rec(2, el("tmp", i), {el("A", i, j), el("x", j), el("tmp", i)});
      rec(3, el("y", i), {el("B", i, j), el("x", j), el("y", i)});
    }
    rec(4, el("y", i), {el("tmp", i), el("y", i)});
  }
  return std::move(rec).take();
}

inline const char* const symm_text = R"(
for i in 0..M, j in 0..N: temp2[] = 0
for i in 0..M, j in 0..N, k in 0..i: C[k,j] += alpha*B[i,j] * A[i,k]
for i in 0..M, j in 0..N, k in 0..i: temp2[] += B[k,j] * A[i,k]
for i in 0..M, j in 0..N: C[i,j] = beta * C[i,j] + alpha*B[i,j] * A[i,i] + alpha * temp2[]
)";

inline program_trace symm_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(4);
  for (idx i = 0; i < M; i++)
    for (idx j = 0; j < N; j++) {
      rec(0, el("temp2"));
      for (idx k = 0; k < i; k++) {
        rec(1, el("C", k, j), {el("C", k, j), el("B", i, j), el("A", i, k)});
        rec(2, el("temp2"), {el("temp2"), el("B", k, j), el("A", i, k)});
      }
      rec(3, el("C", i, j), {el("C", i, j), el("B", i, j), el("A", i, i), el("temp2")});
    }
  return std::move(rec).take();
}

inline const char* const syr2k_text = R"(
for i in 0..N, j in 0..i+1: C[i,j] *= beta
for i in 0..N, k in 0..M, j in 0..i+1: C[i,j] += A[j,k]*alpha*B[i,k] + B[j,k]*alpha*A[i,k]
)";

inline program_trace syr2k_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), M = size_of(sizes, "M");
  recorder rec(2);
  for (idx i = 0; i < N; i++) {
    for (idx j = 0; j <= i; j++) rec(0, el("C", i, j), {el("C", i, j)});
    for (idx k = 0; k < M; k++)
      for (idx j = 0; j <= i; j++)
        rec(1, el("C", i, j), {el("C", i, j), el("A", j, k), el("B", i, k), el("B", j, k), el("A", i, k)});
  }
  return std::move(rec).take();
}

inline const char* const syrk_text = R"(
for i in 0..N, j in 0..i+1: C[i,j] *= beta
for i in 0..N, k in 0..M, j in 0..i+1: C[i,j] += alpha * A[i,k] * A[j,k]
)";

inline program_trace syrk_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), M = size_of(sizes, "M");
  recorder rec(2);
  for (idx i = 0; i < N; i++) {
    for (idx j = 0; j <= i; j++) rec(0, el("C", i, j), {el("C", i, j)});
    for (idx k = 0; k < M; k++)
      for (idx j = 0; j <= i; j++) rec(1, el("C", i, j), {el("C", i, j), el("A", i, k), el("A", j, k)});
  }
  return std::move(rec).take();
}

inline const char* const trmm_text = R"(
for i in 0..M, j in 0..N, k in i+1..M: B[i,j] += A[k,i] * B[k,j]
for i in 0..M, j in 0..N: B[i,j] = alpha * B[i,j]
)";

inline program_trace trmm_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(2);
  for (idx i = 0; i < M; i++)
    for (idx j = 0; j < N; j++) {
      for (idx k = i + 1; k < M; k++) rec(0, el("B", i, j), {el("B", i, j), el("A", k, i), el("B", k, j)});
      rec(1, el("B", i, j), {el("B", i, j)});
    }
  return std::move(rec).take();
}

// ---------------------------------------------------------------------------------------------
// linear-algebra/kernels

inline const char* const k2mm_text = R"(
# 2mm: D := alpha*A*B*C + beta*D
for i in 0..NI, j in 0..NJ: tmp[i,j] = 0.0
for i in 0..NI, j in 0..NJ, k in 0..NK: tmp[i,j] += alpha * A[i,k] * B[k,j]
for i in 0..NI, j in 0..NL: D[i,j] *= beta
for i in 0..NI, j in 0..NL, k in 0..NJ: D[i,j] += tmp[i,k] * C[k,j]
)";

inline program_trace k2mm_oracle(const size_list& sizes) {
  const idx NI = size_of(sizes, "NI"), NJ = size_of(sizes, "NJ"), NK = size_of(sizes, "NK"), NL = size_of(sizes, "NL");
  recorder rec(4);
  for (idx i = 0; i < NI; i++)
    for (idx j = 0; j < NJ; j++) {
      rec(0, el("tmp", i, j));
      for (idx k = 0; k < NK; ++k) rec(1, el("tmp", i, j), {el("tmp", i, j), el("A", i, k), el("B", k, j)});
    }
  for (idx i = 0; i < NI; i++)
    for (idx j = 0; j < NL; j++) {
      rec(2, el("D", i, j), {el("D", i, j)});
      for (idx k = 0; k < NJ; ++k) rec(3, el("D", i, j), {el("D", i, j), el("tmp", i, k), el("C", k, j)});
    }
  return std::move(rec).take();
}

inline const char* const k3mm_text = R"(
# 3mm: E := A*B; F := C*D; G := E*F
for i in 0..NI, j in 0..NJ: E[i,j] = 0.0
for i in 0..NI, j in 0..NJ, k in 0..NK: E[i,j] += A[i,k] * B[k,j]
for i in 0..NJ, j in 0..NL: F[i,j] = 0.0
for i in 0..NJ, j in 0..NL, k in 0..NM: F[i,j] += C[i,k] * D[k,j]
for i in 0..NI, j in 0..NL: G[i,j] = 0.0
for i in 0..NI, j in 0..NL, k in 0..NJ: G[i,j] += E[i,k] * F[k,j]
)";

inline program_trace k3mm_oracle(const size_list& sizes) {
  const idx NI = size_of(sizes, "NI"), NJ = size_of(sizes, "NJ"), NK = size_of(sizes, "NK"), NL = size_of(sizes, "NL"),
            NM = size_of(sizes, "NM");
  recorder rec(6);
  for (idx i = 0; i < NI; i++)
    for (idx j = 0; j < NJ; j++) {
      rec(0, el("E", i, j));
      for (idx k = 0; k < NK; ++k) rec(1, el("E", i, j), {el("E", i, j), el("A", i, k), el("B", k, j)});
    }
  for (idx i = 0; i < NJ; i++)
    for (idx j = 0; j < NL; j++) {
      rec(2, el("F", i, j));
      for (idx k = 0; k < NM; ++k) rec(3, el("F", i, j), {el("F", i, j), el("C", i, k), el("D", k, j)});
    }
  for (idx i = 0; i < NI; i++)
    for (idx j = 0; j < NL; j++) {
      rec(4, el("G", i, j));
      for (idx k = 0; k < NJ; ++k) rec(5, el("G", i, j), {el("G", i, j), el("E", i, k), el("F", k, j)});
    }
  return std::move(rec).take();
}

inline const char* const atax_text = R"(
for i in range(N): y[i] = 0
for i in range(M): tmp[i] = 0.0
for i in range(M), j in range(N): tmp[i] = tmp[i] + A[i,j] * x[j]
for i in range(M), j in range(N): y[j] = y[j] + A[i,j] * tmp[i]
)";

inline program_trace atax_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(4);
  for (idx i = 0; i < N; i++) rec(0, el("y", i));
  for (idx i = 0; i < M; i++) {
    rec(1, el("tmp", i));
    for (idx j = 0; j < N; j++) rec(2, el("tmp", i), {el("tmp", i), el("A", i, j), el("x", j)});
    for (idx j = 0; j < N; j++) rec(3, el("y", j), {el("y", j), el("A", i, j), el("tmp", i)});
  }
  return std::move(rec).take();
}

inline const char* const bicg_text = R"(
for i in range(M): s[i] = 0
for i in range(N): q[i] = 0.0
for i in range(N), j in range(M): s[j] = s[j] + r[i] * A[i,j]
for i in range(N), j in range(M): q[i] = q[i] + A[i,j] * p[j]
)";

inline program_trace bicg_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(4);
  for (idx i = 0; i < M; i++) rec(0, el("s", i));
  for (idx i = 0; i < N; i++) {
    rec(1, el("q", i));
    for (idx j = 0; j < M; j++) {
      rec(2, el("s", j), {el("s", j), el("r", i), el("A", i, j)});
      rec(3, el("q", i), {el("q", i), el("A", i, j), el("p", j)});
    }
  }
  return std::move(rec).take();
}

inline const char* const doitgen_text = R"(
for r in 0..NR, q in 0..NQ, p in 0..NP: sum[p] = 0.0
for r in 0..NR, q in 0..NQ, p in 0..NP, s in 0..NP: sum[p] += A[r,q,s] * C4[s,p]
for r in 0..NR, q in 0..NQ, p in 0..NP: A[r,q,p] = sum[p]
)";

inline program_trace doitgen_oracle(const size_list& sizes) {
  const idx NR = size_of(sizes, "NR"), NQ = size_of(sizes, "NQ"), NP = size_of(sizes, "NP");
  recorder rec(3);
  for (idx r = 0; r < NR; r++)
    for (idx q = 0; q < NQ; q++) {
      for (idx p = 0; p < NP; p++) {
        rec(0, el("sum", p));
        for (idx s = 0; s < NP; s++) rec(1, el("sum", p), {el("sum", p), el("A", r, q, s), el("C4", s, p)});
      }
      for (idx p = 0; p < NP; p++) rec(2, el("A", r, q, p), {el("sum", p)});
    }
  return std::move(rec).take();
}

inline const char* const mvt_text = R"(
for i in range(0, N), j in range(0, N): x1[i] = x1[i] + A[i,j] * y_1[j]
for i in range(0, N), j in range(0, N): x2[i] = x2[i] + A[j,i] * y_2[j]
)";

inline program_trace mvt_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(2);
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < N; j++) rec(0, el("x1", i), {el("x1", i), el("A", i, j), el("y_1", j)});
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < N; j++) rec(1, el("x2", i), {el("x2", i), el("A", j, i), el("y_2", j)});
  return std::move(rec).take();
}

// ---------------------------------------------------------------------------------------------
// linear-algebra/solvers

inline const char* const cholesky_text = R"(
for i in 0..N, j in 0..i, k in 0..j: A[i,j] -= A[i,k] * A[j,k]
for i in 0..N, j in 0..i: A[i,j] /= A[j,j]
for i in 0..N, k in 0..i: A[i,i] -= A[i,k] * A[i,k]
for i in 0..N: A[i,i] = sqrt(A[i,i])
)";

inline program_trace cholesky_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(4);
  for (idx i = 0; i < N; i++) {
    for (idx j = 0; j < i; j++) {
      for (idx k = 0; k < j; k++) rec(0, el("A", i, j), {el("A", i, j), el("A", i, k), el("A", j, k)});
      rec(1, el("A", i, j), {el("A", i, j), el("A", j, j)});
    }
    for (idx k = 0; k < i; k++) rec(2, el("A", i, i), {el("A", i, i), el("A", i, k)});
    rec(3, el("A", i, i), {el("A", i, i)});
  }
  return std::move(rec).take();
}

inline const char* const durbin_text = R"(
y[0] = -r[0]
beta[] = 1.0
alpha[] = -r[0]
for k in 1..N: beta[] = (1-alpha[]*alpha[])*beta[]
for k in 1..N: sum[] = 0.0
for k in 1..N, i in 0..k: sum[] += r[k-i-1]*y[i]
for k in 1..N: alpha[] = - (r[k] + sum[])/beta[]
for k in 1..N, i in 0..k: z[i] = y[i] + alpha[]*y[k-i-1]
for k in 1..N, i in 0..k: y[i] = z[i]
for k in 1..N: y[k] = alpha[]
)";

inline program_trace durbin_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(10);
  rec(0, el("y", 0), {el("r", 0)});
  rec(1, el("beta"));
  rec(2, el("alpha"), {el("r", 0)});
  for (idx k = 1; k < N; k++) {
    rec(3, el("beta"), {el("alpha"), el("beta")});
    rec(4, el("sum"));
    for (idx i = 0; i < k; i++) rec(5, el("sum"), {el("sum"), el("r", k - i - 1), el("y", i)});
    rec(6, el("alpha"), {el("r", k), el("sum"), el("beta")});
    for (idx i = 0; i < k; i++) rec(7, el("z", i), {el("y", i), el("alpha"), el("y", k - i - 1)});
    for (idx i = 0; i < k; i++) rec(8, el("y", i), {el("z", i)});
    rec(9, el("y", k), {el("alpha")});
  }
  return std::move(rec).take();
}

inline const char* const gramschmidt_text = R"(
for k in 0..N: nrm[] = 0.0
for k in 0..N, i in 0..M: nrm[] += A[i,k] * A[i,k]
for k in 0..N: R[k,k] = sqrt(nrm[])
for k in 0..N, i in 0..M: Q[i,k] = A[i,k] / R[k,k]
for k in 0..N, j in k + 1..N: R[k,j] = 0.0
for k in 0..N, j in k + 1..N, i in 0..M: R[k,j] += Q[i,k] * A[i,j]
for k in 0..N, j in k + 1..N, i in 0..M: A[i,j] = A[i,j] - Q[i,k] * R[k,j]
)";

inline program_trace gramschmidt_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(7);
  for (idx k = 0; k < N; k++) {
    rec(0, el("nrm"));
    for (idx i = 0; i < M; i++) rec(1, el("nrm"), {el("nrm"), el("A", i, k)});
    rec(2, el("R", k, k), {el("nrm")});
    for (idx i = 0; i < M; i++) rec(3, el("Q", i, k), {el("A", i, k), el("R", k, k)});
    for (idx j = k + 1; j < N; j++) {
      rec(4, el("R", k, j));
      for (idx i = 0; i < M; i++) rec(5, el("R", k, j), {el("R", k, j), el("Q", i, k), el("A", i, j)});
      for (idx i = 0; i < M; i++) rec(6, el("A", i, j), {el("A", i, j), el("Q", i, k), el("R", k, j)});
    }
  }
  return std::move(rec).take();
}

inline const char* const lu_text = R"(
for i in 0..N, j in 0..i, k in 0..j: A[i,j] -= A[i,k] * A[k,j]
for i in 0..N, j in 0..i: A[i,j] /= A[j,j]
for i in 0..N, j in i..N, k in 0..i: A[i,j] -= A[i,k] * A[k,j]
)";

inline program_trace lu_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(3);
  for (idx i = 0; i < N; i++) {
    for (idx j = 0; j < i; j++) {
      for (idx k = 0; k < j; k++) rec(0, el("A", i, j), {el("A", i, j), el("A", i, k), el("A", k, j)});
      rec(1, el("A", i, j), {el("A", i, j), el("A", j, j)});
    }
    for (idx j = i; j < N; j++)
      for (idx k = 0; k < i; k++) rec(2, el("A", i, j), {el("A", i, j), el("A", i, k), el("A", k, j)});
  }
  return std::move(rec).take();
}

inline const char* const ludcmp_text = R"(
for i in 0..N, j in 0..i: w[] = A[i,j]
for i in 0..N, j in 0..i, k in 0..j: w[] -= A[i,k] * A[k,j]
for i in 0..N, j in 0..i: A[i,j] = w[] / A[j,j]
for i in 0..N, j in i..N: w[] = A[i,j]
for i in 0..N, j in i..N, k in 0..i: w[] -= A[i,k] * A[k,j]
for i in 0..N, j in i..N: A[i,j] = w[]
for i in 0..N: w[] = b[i]
for i in 0..N, j in 0..i: w[] -= A[i,j] * y[j]
for i in 0..N: y[i] = w[]
# Polybench: for (i = N-1; i >= 0; i--), here i = N-1-ii
for ii in 0..N: w[] = y[N-1-ii]
for ii in 0..N, j in N-ii..N: w[] -= A[N-1-ii,j] * x[j]
for ii in 0..N: x[N-1-ii] = w[] / A[N-1-ii,N-1-ii]
)";

inline program_trace ludcmp_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(12);
  for (idx i = 0; i < N; i++) {
    for (idx j = 0; j < i; j++) {
      rec(0, el("w"), {el("A", i, j)});
      for (idx k = 0; k < j; k++) rec(1, el("w"), {el("w"), el("A", i, k), el("A", k, j)});
      rec(2, el("A", i, j), {el("w"), el("A", j, j)});
    }
    for (idx j = i; j < N; j++) {
      rec(3, el("w"), {el("A", i, j)});
      for (idx k = 0; k < i; k++) rec(4, el("w"), {el("w"), el("A", i, k), el("A", k, j)});
      rec(5, el("A", i, j), {el("w")});
    }
  }
  for (idx i = 0; i < N; i++) {
    rec(6, el("w"), {el("b", i)});
    for (idx j = 0; j < i; j++) rec(7, el("w"), {el("w"), el("A", i, j), el("y", j)});
    rec(8, el("y", i), {el("w")});
  }
  for (idx i = N - 1; i >= 0; i--) {
    rec(9, el("w"), {el("y", i)});
    for (idx j = i + 1; j < N; j++) rec(10, el("w"), {el("w"), el("A", i, j), el("x", j)});
    rec(11, el("x", i), {el("w"), el("A", i, i)});
  }
  return std::move(rec).take();
}

inline const char* const trisolv_text = R"(
for i in 0..N: x[i] = b[i]
for i in 0..N, j in 0..i: x[i] -= L[i,j] * x[j]
for i in 0..N: x[i] = x[i] / L[i,i]
)";

inline program_trace trisolv_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(3);
  for (idx i = 0; i < N; i++) {
    rec(0, el("x", i), {el("b", i)});
    for (idx j = 0; j < i; j++) rec(1, el("x", i), {el("x", i), el("L", i, j), el("x", j)});
    rec(2, el("x", i), {el("x", i), el("L", i, i)});
  }
  return std::move(rec).take();
}

// ---------------------------------------------------------------------------------------------
// datamining

inline const char* const correlation_text = R"(
for j in 0..M: mean[j] = 0.0
for j in 0..M, i in 0..N: mean[j] += data[i,j]
for j in 0..M: mean[j] /= float_n
for j in 0..M: stddev[j] = 0.0
for j in 0..M, i in 0..N: stddev[j] += (data[i,j] - mean[j]) * (data[i,j] - mean[j])
for j in 0..M: stddev[j] /= float_n
for j in 0..M: stddev[j] = sqrt(stddev[j])
# Polybench: stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j]   (same accesses, no ?: here)
for j in 0..M: stddev[j] = select_le(stddev[j], eps, 1.0, stddev[j])
for i in 0..N, j in 0..M: data[i,j] -= mean[j]
for i in 0..N, j in 0..M: data[i,j] /= sqrt(float_n) * stddev[j]
for i in 0..M-1: corr[i,i] = 1.0
for i in 0..M-1, j in i+1..M: corr[i,j] = 0.0
for i in 0..M-1, j in i+1..M, k in 0..N: corr[i,j] += (data[k,i] * data[k,j])
for i in 0..M-1, j in i+1..M: corr[j,i] = corr[i,j]
corr[M-1, M-1] = 1.0
)";

inline program_trace correlation_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(15);
  for (idx j = 0; j < M; j++) {
    rec(0, el("mean", j));
    for (idx i = 0; i < N; i++) rec(1, el("mean", j), {el("mean", j), el("data", i, j)});
    rec(2, el("mean", j), {el("mean", j)});
  }
  for (idx j = 0; j < M; j++) {
    rec(3, el("stddev", j));
    for (idx i = 0; i < N; i++) rec(4, el("stddev", j), {el("stddev", j), el("data", i, j), el("mean", j)});
    rec(5, el("stddev", j), {el("stddev", j)});
    rec(6, el("stddev", j), {el("stddev", j)});
    rec(7, el("stddev", j), {el("stddev", j)});
  }
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < M; j++) {
      rec(8, el("data", i, j), {el("data", i, j), el("mean", j)});
      rec(9, el("data", i, j), {el("data", i, j), el("stddev", j)});
    }
  for (idx i = 0; i < M - 1; i++) {
    rec(10, el("corr", i, i));
    for (idx j = i + 1; j < M; j++) {
      rec(11, el("corr", i, j));
      for (idx k = 0; k < N; k++) rec(12, el("corr", i, j), {el("corr", i, j), el("data", k, i), el("data", k, j)});
      rec(13, el("corr", j, i), {el("corr", i, j)});
    }
  }
  rec(14, el("corr", M - 1, M - 1));
  return std::move(rec).take();
}

inline const char* const covariance_text = R"(
for j in 0..M: mean[j] = 0.0
for j in 0..M, i in 0..N: mean[j] += data[i,j]
for j in 0..M: mean[j] /= float_n
for i in 0..N, j in 0..M: data[i,j] -= mean[j]
for i in 0..M, j in i..M: cov[i,j] = 0.0
for i in 0..M, j in i..M, k in 0..N: cov[i,j] += data[k,i] * data[k,j]
for i in 0..M, j in i..M: cov[i,j] /= (float_n - 1.0)
for i in 0..M, j in i..M: cov[j,i] = cov[i,j]
)";

inline program_trace covariance_oracle(const size_list& sizes) {
  const idx M = size_of(sizes, "M"), N = size_of(sizes, "N");
  recorder rec(8);
  for (idx j = 0; j < M; j++) {
    rec(0, el("mean", j));
    for (idx i = 0; i < N; i++) rec(1, el("mean", j), {el("mean", j), el("data", i, j)});
    rec(2, el("mean", j), {el("mean", j)});
  }
  for (idx i = 0; i < N; i++)
    for (idx j = 0; j < M; j++) rec(3, el("data", i, j), {el("data", i, j), el("mean", j)});
  for (idx i = 0; i < M; i++)
    for (idx j = i; j < M; j++) {
      rec(4, el("cov", i, j));
      for (idx k = 0; k < N; k++) rec(5, el("cov", i, j), {el("cov", i, j), el("data", k, i), el("data", k, j)});
      rec(6, el("cov", i, j), {el("cov", i, j)});
      rec(7, el("cov", j, i), {el("cov", i, j)});
    }
  return std::move(rec).take();
}

// ---------------------------------------------------------------------------------------------
// medley

inline const char* const deriche_text = R"(
k[] = (1.0-exp(-alpha))*(1.0-exp(-alpha))/(1.0+2.0*alpha*exp(-alpha)-exp(2.0*alpha))
# a1 = a5 = k: the inner assignment, then the outer one takes its value (same for a2..a8, c1, c2)
a5[] = k[]
a1[] = a5[]
a6[] = k[]*exp(-alpha)*(alpha-1.0)
a2[] = a6[]
a7[] = k[]*exp(-alpha)*(alpha+1.0)
a3[] = a7[]
a8[] = -k[]*exp(-2.0*alpha)
a4[] = a8[]
b1[] =  pow(2.0,-alpha)
b2[] = -exp(-2.0*alpha)
c2[] = 1
c1[] = c2[]

for i in 0..W: ym1[] = 0.0
for i in 0..W: ym2[] = 0.0
for i in 0..W: xm1[] = 0.0
for i in 0..W, j in 0..H: y1[i,j] = a1[]*imgIn[i,j] + a2[]*xm1[] + b1[]*ym1[] + b2[]*ym2[]
for i in 0..W, j in 0..H: xm1[] = imgIn[i,j]
for i in 0..W, j in 0..H: ym2[] = ym1[]
for i in 0..W, j in 0..H: ym1[] = y1[i,j]

for i in 0..W: yp1[] = 0.0
for i in 0..W: yp2[] = 0.0
for i in 0..W: xp1[] = 0.0
for i in 0..W: xp2[] = 0.0
# Polybench: for (j = H-1; j >= 0; j--), here j = H-1-jj
for i in 0..W, jj in 0..H: y2[i,H-1-jj] = a3[]*xp1[] + a4[]*xp2[] + b1[]*yp1[] + b2[]*yp2[]
for i in 0..W, jj in 0..H: xp2[] = xp1[]
for i in 0..W, jj in 0..H: xp1[] = imgIn[i,H-1-jj]
for i in 0..W, jj in 0..H: yp2[] = yp1[]
for i in 0..W, jj in 0..H: yp1[] = y2[i,H-1-jj]

for i in 0..W, j in 0..H: imgOut[i,j] = c1[] * (y1[i,j] + y2[i,j])

for j in 0..H: tm1[] = 0.0
for j in 0..H: ym1[] = 0.0
for j in 0..H: ym2[] = 0.0
for j in 0..H, i in 0..W: y1[i,j] = a5[]*imgOut[i,j] + a6[]*tm1[] + b1[]*ym1[] + b2[]*ym2[]
for j in 0..H, i in 0..W: tm1[] = imgOut[i,j]
for j in 0..H, i in 0..W: ym2[] = ym1[]
for j in 0..H, i in 0..W: ym1[] = y1 [i,j]

for j in 0..H: tp1[] = 0.0
for j in 0..H: tp2[] = 0.0
for j in 0..H: yp1[] = 0.0
for j in 0..H: yp2[] = 0.0
# Polybench: for (i = W-1; i >= 0; i--), here i = W-1-ii
for j in 0..H, ii in 0..W: y2[W-1-ii,j] = a7[]*tp1[] + a8[]*tp2[] + b1[]*yp1[] + b2[]*yp2[]
for j in 0..H, ii in 0..W: tp2[] = tp1[]
for j in 0..H, ii in 0..W: tp1[] = imgOut[W-1-ii,j]
for j in 0..H, ii in 0..W: yp2[] = yp1[]
for j in 0..H, ii in 0..W: yp1[] = y2[W-1-ii,j]

for i in 0..W, j in 0..H: imgOut[i,j] = c2[]*(y1[i,j] + y2[i,j])
)";

inline program_trace deriche_oracle(const size_list& sizes) {
  const idx W = size_of(sizes, "W"), H = size_of(sizes, "H");
  recorder rec(47);
  rec(0, el("k"));
  rec(1, el("a5"), {el("k")});
  rec(2, el("a1"), {el("a5")});
  rec(3, el("a6"), {el("k")});
  rec(4, el("a2"), {el("a6")});
  rec(5, el("a7"), {el("k")});
  rec(6, el("a3"), {el("a7")});
  rec(7, el("a8"), {el("k")});
  rec(8, el("a4"), {el("a8")});
  rec(9, el("b1"));
  rec(10, el("b2"));
  rec(11, el("c2"));
  rec(12, el("c1"), {el("c2")});

  for (idx i = 0; i < W; i++) {
    rec(13, el("ym1"));
    rec(14, el("ym2"));
    rec(15, el("xm1"));
    for (idx j = 0; j < H; j++) {
      rec(16, el("y1", i, j),
          {el("a1"), el("imgIn", i, j), el("a2"), el("xm1"), el("b1"), el("ym1"), el("b2"), el("ym2")});
      rec(17, el("xm1"), {el("imgIn", i, j)});
      rec(18, el("ym2"), {el("ym1")});
      rec(19, el("ym1"), {el("y1", i, j)});
    }
  }

  for (idx i = 0; i < W; i++) {
    rec(20, el("yp1"));
    rec(21, el("yp2"));
    rec(22, el("xp1"));
    rec(23, el("xp2"));
    for (idx j = H - 1; j >= 0; j--) {
      rec(24, el("y2", i, j), {el("a3"), el("xp1"), el("a4"), el("xp2"), el("b1"), el("yp1"), el("b2"), el("yp2")});
      rec(25, el("xp2"), {el("xp1")});
      rec(26, el("xp1"), {el("imgIn", i, j)});
      rec(27, el("yp2"), {el("yp1")});
      rec(28, el("yp1"), {el("y2", i, j)});
    }
  }

  for (idx i = 0; i < W; i++)
    for (idx j = 0; j < H; j++) rec(29, el("imgOut", i, j), {el("c1"), el("y1", i, j), el("y2", i, j)});

  for (idx j = 0; j < H; j++) {
    rec(30, el("tm1"));
    rec(31, el("ym1"));
    rec(32, el("ym2"));
    for (idx i = 0; i < W; i++) {
      rec(33, el("y1", i, j),
          {el("a5"), el("imgOut", i, j), el("a6"), el("tm1"), el("b1"), el("ym1"), el("b2"), el("ym2")});
      rec(34, el("tm1"), {el("imgOut", i, j)});
      rec(35, el("ym2"), {el("ym1")});
      rec(36, el("ym1"), {el("y1", i, j)});
    }
  }

  for (idx j = 0; j < H; j++) {
    rec(37, el("tp1"));
    rec(38, el("tp2"));
    rec(39, el("yp1"));
    rec(40, el("yp2"));
    for (idx i = W - 1; i >= 0; i--) {
      rec(41, el("y2", i, j), {el("a7"), el("tp1"), el("a8"), el("tp2"), el("b1"), el("yp1"), el("b2"), el("yp2")});
      rec(42, el("tp2"), {el("tp1")});
      rec(43, el("tp1"), {el("imgOut", i, j)});
      rec(44, el("yp2"), {el("yp1")});
      rec(45, el("yp1"), {el("y2", i, j)});
    }
  }

  for (idx i = 0; i < W; i++)
    for (idx j = 0; j < H; j++) rec(46, el("imgOut", i, j), {el("c2"), el("y1", i, j), el("y2", i, j)});
  return std::move(rec).take();
}

inline const char* const floyd_warshall_text = R"(
# Polybench: path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j]
for k in 0..N, i in 0..N, j in 0..N: path[i,j] = min(path[i,j], path[i,k] + path[k,j])
)";

inline program_trace floyd_warshall_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(1);
  for (idx k = 0; k < N; k++)
    for (idx i = 0; i < N; i++)
      for (idx j = 0; j < N; j++) rec(0, el("path", i, j), {el("path", i, j), el("path", i, k), el("path", k, j)});
  return std::move(rec).take();
}

// Polybench loops i from N-1 down to 0; here i = N-1-ii. Its `if`s become domains:
// `j-1 >= 0` always holds (j >= i+1 >= 1); `i+1 < N` is ii >= 1; `i < j-1` is j >= N+1-ii and
// its `else` is j == i+1 == N-ii.
inline const char* const nussinov_text = R"(
for ii in 0..N, j in N-ii..N: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,j-1])
for ii in 1..N, j in N-ii..N: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j])
for ii in 1..N, j in N+1-ii..N:
  table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1] + match(seq[N-1-ii], seq[j]))
for ii in 1..N, j in N-ii..N-ii+1: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1])
for ii in 0..N, j in N-ii..N, k in N-ii..j:
  table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,k] + table[k+1,j])
)";

inline program_trace nussinov_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N");
  recorder rec(5);
  for (idx i = N - 1; i >= 0; i--) {
    for (idx j = i + 1; j < N; j++) {
      if (j - 1 >= 0) rec(0, el("table", i, j), {el("table", i, j), el("table", i, j - 1)});
      if (i + 1 < N) rec(1, el("table", i, j), {el("table", i, j), el("table", i + 1, j)});
      if (j - 1 >= 0 && i + 1 < N) {
        if (i < j - 1)
          rec(2, el("table", i, j), {el("table", i, j), el("table", i + 1, j - 1), el("seq", i), el("seq", j)});
        else rec(3, el("table", i, j), {el("table", i, j), el("table", i + 1, j - 1)});
      }
      for (idx k = i + 1; k < j; k++)
        rec(4, el("table", i, j), {el("table", i, j), el("table", i, k), el("table", k + 1, j)});
    }
  }
  return std::move(rec).take();
}

// ---------------------------------------------------------------------------------------------
// stencils

inline const char* const adi_text = R"(
DX[] = 1.0/N
DY[] = 1.0/N
DT[] = 1.0/T
B1[] = 2.0
B2[] = 1.0
mul1[] = B1[] * DT[] / (DX[] * DX[])
mul2[] = B2[] * DT[] / (DY[] * DY[])
a[] = -mul1[] /  2.0
b[] = 1.0+mul1[]
c[] = a[]
d[] = -mul2[] / 2.0
e[] = 1.0+mul2[]
f[] = d[]
# column sweep
for t in 1..T+1, i in 1..N-1: v[0,i] = 1.0
for t in 1..T+1, i in 1..N-1: p[i,0] = 0.0
for t in 1..T+1, i in 1..N-1: q[i,0] = v[0,i]
for t in 1..T+1, i in 1..N-1, j in 1..N-1: p[i,j] = -c[] / (a[]*p[i,j-1]+b[])
for t in 1..T+1, i in 1..N-1, j in 1..N-1:
  q[i,j] = (-d[]*u[j,i-1]+(1.0+2.0*d[])*u[j,i] - f[]*u[j,i+1]-a[]*q[i,j-1])/(a[]*p[i,j-1]+b[])
for t in 1..T+1, i in 1..N-1: v[N-1,i] = 1.0
# Polybench: for (j = N-2; j >= 1; j--), here j = N-1-jj
for t in 1..T+1, i in 1..N-1, jj in 1..N-1: v[N-1-jj,i] = p[i,N-1-jj] * v[N-jj,i] + q[i,N-1-jj]
# row sweep
for t in 1..T+1, i in 1..N-1: u[i,0] = 1.0
for t in 1..T+1, i in 1..N-1: p[i,0] = 0.0
for t in 1..T+1, i in 1..N-1: q[i,0] = u[i,0]
for t in 1..T+1, i in 1..N-1, j in 1..N-1: p[i,j] = -f[] / (d[]*p[i,j-1]+e[])
for t in 1..T+1, i in 1..N-1, j in 1..N-1:
  q[i,j] = (-a[]*v[i-1,j]+(1.0+2.0*a[])*v[i,j] - c[]*v[i+1,j]-d[]*q[i,j-1])/(d[]*p[i,j-1]+e[])
for t in 1..T+1, i in 1..N-1: u[i,N-1] = 1.0
for t in 1..T+1, i in 1..N-1, jj in 1..N-1: u[i,N-1-jj] = p[i,N-1-jj] * u[i,N-jj] + q[i,N-1-jj]
)";

inline program_trace adi_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), TSTEPS = size_of(sizes, "T");
  recorder rec(27);
  rec(0, el("DX"));
  rec(1, el("DY"));
  rec(2, el("DT"));
  rec(3, el("B1"));
  rec(4, el("B2"));
  rec(5, el("mul1"), {el("B1"), el("DT"), el("DX")});
  rec(6, el("mul2"), {el("B2"), el("DT"), el("DY")});
  rec(7, el("a"), {el("mul1")});
  rec(8, el("b"), {el("mul1")});
  rec(9, el("c"), {el("a")});
  rec(10, el("d"), {el("mul2")});
  rec(11, el("e"), {el("mul2")});
  rec(12, el("f"), {el("d")});
  for (idx t = 1; t <= TSTEPS; t++) {
    // column sweep
    for (idx i = 1; i < N - 1; i++) {
      rec(13, el("v", 0, i));
      rec(14, el("p", i, 0));
      rec(15, el("q", i, 0), {el("v", 0, i)});
      for (idx j = 1; j < N - 1; j++) {
        rec(16, el("p", i, j), {el("c"), el("a"), el("p", i, j - 1), el("b")});
        rec(17, el("q", i, j),
            {el("d"), el("u", j, i - 1), el("u", j, i), el("f"), el("u", j, i + 1), el("a"), el("q", i, j - 1),
             el("p", i, j - 1), el("b")});
      }
      rec(18, el("v", N - 1, i));
      for (idx j = N - 2; j >= 1; j--) rec(19, el("v", j, i), {el("p", i, j), el("v", j + 1, i), el("q", i, j)});
    }
    // row sweep
    for (idx i = 1; i < N - 1; i++) {
      rec(20, el("u", i, 0));
      rec(21, el("p", i, 0));
      rec(22, el("q", i, 0), {el("u", i, 0)});
      for (idx j = 1; j < N - 1; j++) {
        rec(23, el("p", i, j), {el("f"), el("d"), el("p", i, j - 1), el("e")});
        rec(24, el("q", i, j),
            {el("a"), el("v", i - 1, j), el("v", i, j), el("c"), el("v", i + 1, j), el("d"), el("q", i, j - 1),
             el("p", i, j - 1), el("e")});
      }
      rec(25, el("u", i, N - 1));
      for (idx j = N - 2; j >= 1; j--) rec(26, el("u", i, j), {el("p", i, j), el("u", i, j + 1), el("q", i, j)});
    }
  }
  return std::move(rec).take();
}

inline const char* const fdtd_2d_text = R"(
for t in 0..TMAX, j in 0..NY: ey[0,j] = _fict_[t]
for t in 0..TMAX, i in 1..NX, j in 0..NY: ey[i,j] = ey[i,j] - 0.5*(hz[i,j]-hz[i-1,j])
for t in 0..TMAX, i in 0..NX, j in 1..NY: ex[i,j] = ex[i,j] - 0.5*(hz[i,j]-hz[i,j-1])
for t in 0..TMAX, i in 0..NX - 1, j in 0..NY - 1:
  hz[i,j] = hz[i,j] - 0.7*  (ex[i,j+1] - ex[i,j] + ey[i+1,j] - ey[i,j])
)";

inline program_trace fdtd_2d_oracle(const size_list& sizes) {
  const idx TMAX = size_of(sizes, "TMAX"), NX = size_of(sizes, "NX"), NY = size_of(sizes, "NY");
  recorder rec(4);
  for (idx t = 0; t < TMAX; t++) {
    for (idx j = 0; j < NY; j++) rec(0, el("ey", 0, j), {el("_fict_", t)});
    for (idx i = 1; i < NX; i++)
      for (idx j = 0; j < NY; j++) rec(1, el("ey", i, j), {el("ey", i, j), el("hz", i, j), el("hz", i - 1, j)});
    for (idx i = 0; i < NX; i++)
      for (idx j = 1; j < NY; j++) rec(2, el("ex", i, j), {el("ex", i, j), el("hz", i, j), el("hz", i, j - 1)});
    for (idx i = 0; i < NX - 1; i++)
      for (idx j = 0; j < NY - 1; j++)
        rec(3, el("hz", i, j),
            {el("hz", i, j), el("ex", i, j + 1), el("ex", i, j), el("ey", i + 1, j), el("ey", i, j)});
  }
  return std::move(rec).take();
}

inline const char* const heat_3d_text = R"(
for t in 1..T+1, i in 1..N-1, j in 1..N-1, k in 1..N-1:
  B[i,j,k] = 0.125 * (A[i+1,j,k] - 2.0 * A[i,j,k] + A[i-1,j,k]) + 0.125 * (A[i,j+1,k] - 2.0 * A[i,j,k] + A[i,j-1,k]) + 0.125 * (A[i,j,k+1] - 2.0 * A[i,j,k] + A[i,j,k-1]) + A[i,j,k]
for t in 1..T+1, i in 1..N-1, j in 1..N-1, k in 1..N-1:
  A[i,j,k] = 0.125 * (B[i+1,j,k] - 2.0 * B[i,j,k] + B[i-1,j,k]) + 0.125 * (B[i,j+1,k] - 2.0 * B[i,j,k] + B[i,j-1,k]) + 0.125 * (B[i,j,k+1] - 2.0 * B[i,j,k] + B[i,j,k-1]) + B[i,j,k]
)";

inline program_trace heat_3d_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), TSTEPS = size_of(sizes, "T");
  recorder rec(2);
  for (idx t = 1; t <= TSTEPS; t++) {
    for (idx i = 1; i < N - 1; i++)
      for (idx j = 1; j < N - 1; j++)
        for (idx k = 1; k < N - 1; k++)
          rec(0, el("B", i, j, k),
              {el("A", i + 1, j, k), el("A", i, j, k), el("A", i - 1, j, k), el("A", i, j + 1, k), el("A", i, j - 1, k),
               el("A", i, j, k + 1), el("A", i, j, k - 1)});
    for (idx i = 1; i < N - 1; i++)
      for (idx j = 1; j < N - 1; j++)
        for (idx k = 1; k < N - 1; k++)
          rec(1, el("A", i, j, k),
              {el("B", i + 1, j, k), el("B", i, j, k), el("B", i - 1, j, k), el("B", i, j + 1, k), el("B", i, j - 1, k),
               el("B", i, j, k + 1), el("B", i, j, k - 1)});
  }
  return std::move(rec).take();
}

inline const char* const jacobi_1d_text = R"(
for t in 0..T, i in 1..N - 1: B[i] = 0.33333 * (A[i-1] + A[i] + A[i + 1])
for t in 0..T, i in 1..N - 1: A[i] = 0.33333 * (B[i-1] + B[i] + B[i + 1])
)";

inline program_trace jacobi_1d_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), TSTEPS = size_of(sizes, "T");
  recorder rec(2);
  for (idx t = 0; t < TSTEPS; t++) {
    for (idx i = 1; i < N - 1; i++) rec(0, el("B", i), {el("A", i - 1), el("A", i), el("A", i + 1)});
    for (idx i = 1; i < N - 1; i++) rec(1, el("A", i), {el("B", i - 1), el("B", i), el("B", i + 1)});
  }
  return std::move(rec).take();
}

inline const char* const jacobi_2d_text = R"(
for t in 0..T, i in 1..N - 1, j in 1..N - 1: B[i,j] = 0.2 * (A[i,j] + A[i,j-1] + A[i,1+j] + A[1+i,j] + A[i-1,j])
for t in 0..T, i in 1..N - 1, j in 1..N - 1: A[i,j] = 0.2 * (B[i,j] + B[i,j-1] + B[i,1+j] + B[1+i,j] + B[i-1,j])
)";

inline program_trace jacobi_2d_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), TSTEPS = size_of(sizes, "T");
  recorder rec(2);
  for (idx t = 0; t < TSTEPS; t++) {
    for (idx i = 1; i < N - 1; i++)
      for (idx j = 1; j < N - 1; j++)
        rec(0, el("B", i, j),
            {el("A", i, j), el("A", i, j - 1), el("A", i, 1 + j), el("A", 1 + i, j), el("A", i - 1, j)});
    for (idx i = 1; i < N - 1; i++)
      for (idx j = 1; j < N - 1; j++)
        rec(1, el("A", i, j),
            {el("B", i, j), el("B", i, j - 1), el("B", i, 1 + j), el("B", 1 + i, j), el("B", i - 1, j)});
  }
  return std::move(rec).take();
}

inline const char* const seidel_2d_text = R"(
# seidel-2d: t <= TSTEPS-1, i <= N-2, j <= N-2 in Polybench
for t in 0..T, i in 1..N-1, j in 1..N-1:
  A[i,j] = (A[i-1,j-1] + A[i-1,j] + A[i-1,j+1] + A[i,j-1] + A[i,j] + A[i,j+1] + A[i+1,j-1] + A[i+1,j] + A[i+1,j+1])/9.0
)";

inline program_trace seidel_2d_oracle(const size_list& sizes) {
  const idx N = size_of(sizes, "N"), TSTEPS = size_of(sizes, "T");
  recorder rec(1);
  for (idx t = 0; t <= TSTEPS - 1; t++)
    for (idx i = 1; i <= N - 2; i++)
      for (idx j = 1; j <= N - 2; j++)
        rec(0, el("A", i, j),
            {el("A", i - 1, j - 1), el("A", i - 1, j), el("A", i - 1, j + 1), el("A", i, j - 1), el("A", i, j),
             el("A", i, j + 1), el("A", i + 1, j - 1), el("A", i + 1, j), el("A", i + 1, j + 1)});
  return std::move(rec).take();
}

// ---------------------------------------------------------------------------------------------

/// All kernels, in Polybench's directory order. Sizes are small and pairwise different within a
/// kernel, so that a swapped size name changes the trace.
inline const std::vector<kernel>& kernels() {
  static const std::vector<kernel> all = {
      // datamining
      {"correlation", correlation_text, {{"M", 5}, {"N", 6}}, correlation_oracle},
      {"covariance", covariance_text, {{"M", 5}, {"N", 6}}, covariance_oracle},
      // linear-algebra/blas
      {"gemm", gemm_text, {{"NI", 5}, {"NJ", 6}, {"NK", 7}}, gemm_oracle},
      {"gemver", gemver_text, {{"N", 6}}, gemver_oracle},
      {"gesummv", gesummv_text, {{"N", 6}}, gesummv_oracle},
      {"symm", symm_text, {{"M", 5}, {"N", 6}}, symm_oracle},
      {"syr2k", syr2k_text, {{"M", 5}, {"N", 6}}, syr2k_oracle},
      {"syrk", syrk_text, {{"M", 5}, {"N", 6}}, syrk_oracle},
      {"trmm", trmm_text, {{"M", 5}, {"N", 6}}, trmm_oracle},
      // linear-algebra/kernels
      {"2mm", k2mm_text, {{"NI", 4}, {"NJ", 5}, {"NK", 6}, {"NL", 7}}, k2mm_oracle},
      {"3mm", k3mm_text, {{"NI", 4}, {"NJ", 5}, {"NK", 6}, {"NL", 7}, {"NM", 8}}, k3mm_oracle},
      {"atax", atax_text, {{"M", 5}, {"N", 6}}, atax_oracle},
      {"bicg", bicg_text, {{"M", 5}, {"N", 6}}, bicg_oracle},
      {"doitgen", doitgen_text, {{"NQ", 4}, {"NR", 3}, {"NP", 5}}, doitgen_oracle},
      {"mvt", mvt_text, {{"N", 6}}, mvt_oracle},
      // linear-algebra/solvers
      {"cholesky", cholesky_text, {{"N", 6}}, cholesky_oracle},
      {"durbin", durbin_text, {{"N", 6}}, durbin_oracle},
      {"gramschmidt", gramschmidt_text, {{"M", 5}, {"N", 6}}, gramschmidt_oracle},
      {"lu", lu_text, {{"N", 6}}, lu_oracle},
      {"ludcmp", ludcmp_text, {{"N", 6}}, ludcmp_oracle},
      {"trisolv", trisolv_text, {{"N", 6}}, trisolv_oracle},
      // medley
      {"deriche", deriche_text, {{"W", 5}, {"H", 4}}, deriche_oracle},
      {"floyd-warshall", floyd_warshall_text, {{"N", 6}}, floyd_warshall_oracle},
      {"nussinov", nussinov_text, {{"N", 7}}, nussinov_oracle},
      // stencils
      {"adi", adi_text, {{"T", 3}, {"N", 6}}, adi_oracle},
      {"fdtd-2d", fdtd_2d_text, {{"TMAX", 3}, {"NX", 5}, {"NY", 6}}, fdtd_2d_oracle},
      {"heat-3d", heat_3d_text, {{"T", 3}, {"N", 6}}, heat_3d_oracle},
      {"jacobi-1d", jacobi_1d_text, {{"T", 4}, {"N", 7}}, jacobi_1d_oracle},
      {"jacobi-2d", jacobi_2d_text, {{"T", 3}, {"N", 6}}, jacobi_2d_oracle},
      {"seidel-2d", seidel_2d_text, {{"T", 3}, {"N", 6}}, seidel_2d_oracle},
  };
  return all;
}

}  // namespace polybench_oracle
