// The 30 Polybench 4.2 kernels written with their C loop structure: statements that share loops
// in C share a `for … { }` block of pebble's program syntax, so the program bound (Theorem 5.1)
// sees the reuse and the time loops the C code has. (polybench_kernels.hpp transcribes the same
// kernels with each statement its own loop nest, for the parser and trace tests; for the
// time-stepped stencils that is a different, sequential program.) Scalars the scop assigns are
// 0-dimensional arrays (`w[]`), scop constants bare identifiers; loops that count down run over a
// reversed index (`jj in 1..N-1` with `N-1-jj`); `if`s become statements on the sub-domain where
// they run; `?:` a function call with the same accesses. TSTEPS is T, TMAX is T.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace polybench_blocks {

struct kernel {
  std::string_view name;
  std::string_view text;
};

inline constexpr std::array<kernel, 30> kernels{{
    {"2mm", R"(for i in 0..NI, j in 0..NJ { tmp[i,j] = 0; for k in 0..NK: tmp[i,j] += alpha * A[i,k] * B[k,j] }
for i in 0..NI, j in 0..NL { D[i,j] *= beta; for k in 0..NJ: D[i,j] += tmp[i,k] * C[k,j] })"},
    {"3mm", R"(for i in 0..NI, j in 0..NJ { E[i,j] = 0; for k in 0..NK: E[i,j] += A[i,k] * B[k,j] }
for i in 0..NJ, j in 0..NL { F[i,j] = 0; for k in 0..NM: F[i,j] += C[i,k] * D[k,j] }
for i in 0..NI, j in 0..NL { G[i,j] = 0; for k in 0..NJ: G[i,j] += E[i,k] * F[k,j] })"},
    {"adi", R"(for t in 1..T+1 {
  for i in 1..N-1 {
    v[0,i] = 1.0
    p[i,0] = 0.0
    q[i,0] = v[0,i]
    for j in 1..N-1 {
      p[i,j] = -c / (a*p[i,j-1]+b)
      q[i,j] = (-d*u[j,i-1]+(1.0+2.0*d)*u[j,i] - f*u[j,i+1]-a*q[i,j-1])/(a*p[i,j-1]+b)
    }
    v[N-1,i] = 1.0
    for jj in 1..N-1: v[N-1-jj,i] = p[i,N-1-jj] * v[N-jj,i] + q[i,N-1-jj]
  }
  for i in 1..N-1 {
    u[i,0] = 1.0
    p[i,0] = 0.0
    q[i,0] = u[i,0]
    for j in 1..N-1 {
      p[i,j] = -f / (d*p[i,j-1]+e)
      q[i,j] = (-a*v[i-1,j]+(1.0+2.0*a)*v[i,j] - c*v[i+1,j]-d*q[i,j-1])/(d*p[i,j-1]+e)
    }
    u[i,N-1] = 1.0
    for jj in 1..N-1: u[i,N-1-jj] = p[i,N-1-jj] * u[i,N-jj] + q[i,N-1-jj]
  }
})"},
    {"atax", R"(for i in 0..M {
  tmp[i] = 0
  for j in 0..N: tmp[i] += A[i,j] * x[j]
  for j in 0..N: y[j] += A[i,j] * tmp[i]
})"},
    {"bicg", R"(for i in 0..N {
  for j in 0..M { s[j] += r[i] * A[i,j]; q[i] += A[i,j] * p[j] }
})"},
    {"cholesky", R"(for i in 0..N {
  for j in 0..i {
    for k in 0..j: A[i,j] -= A[i,k] * A[j,k]
    A[i,j] /= A[j,j]
  }
  for k in 0..i: A[i,i] -= A[i,k] * A[i,k]
  A[i,i] = sqrt(A[i,i])
})"},
    {"correlation", R"(for j in 0..M {
  mean[j] = 0
  for i in 0..N: mean[j] += data[i,j]
  mean[j] /= float_n
}
for j in 0..M {
  stddev[j] = 0
  for i in 0..N: stddev[j] += (data[i,j] - mean[j]) * (data[i,j] - mean[j])
  stddev[j] /= float_n
  stddev[j] = sqrt(stddev[j])
  stddev[j] = select_le(stddev[j], eps, 1.0, stddev[j])
}
for i in 0..N, j in 0..M {
  data[i,j] -= mean[j]
  data[i,j] /= sqrt(float_n) * stddev[j]
}
for i in 0..M-1 {
  corr[i,i] = 1.0
  for j in i+1..M {
    corr[i,j] = 0
    for k in 0..N: corr[i,j] += data[k,i] * data[k,j]
    corr[j,i] = corr[i,j]
  }
}
corr[M-1,M-1] = 1.0)"},
    {"covariance", R"(for j in 0..M {
  mean[j] = 0
  for i in 0..N: mean[j] += data[i,j]
  mean[j] /= float_n
}
for i in 0..N, j in 0..M: data[i,j] -= mean[j]
for i in 0..M, j in i..M {
  cov[i,j] = 0
  for k in 0..N: cov[i,j] += data[k,i] * data[k,j]
  cov[i,j] /= (float_n - 1)
  cov[j,i] = cov[i,j]
})"},
    {"deriche", R"(for i in 0..W {
  ym1[] = 0; ym2[] = 0; xm1[] = 0
  for j in 0..H { y1[i,j] = a1*imgIn[i,j] + a2*xm1[] + b1*ym1[] + b2*ym2[]; xm1[] = imgIn[i,j]; ym2[] = ym1[]; ym1[] = y1[i,j] }
}
for i in 0..W {
  yp1[] = 0; yp2[] = 0; xp1[] = 0; xp2[] = 0
  for jj in 0..H { y2[i,H-1-jj] = a3*xp1[] + a4*xp2[] + b1*yp1[] + b2*yp2[]; xp2[] = xp1[]; xp1[] = imgIn[i,H-1-jj]; yp2[] = yp1[]; yp1[] = y2[i,H-1-jj] }
}
for i in 0..W, j in 0..H: imgOut[i,j] = c1*(y1[i,j] + y2[i,j])
for j in 0..H {
  tm1[] = 0; ym1[] = 0; ym2[] = 0
  for i in 0..W { y1[i,j] = a5*imgOut[i,j] + a6*tm1[] + b1*ym1[] + b2*ym2[]; tm1[] = imgOut[i,j]; ym2[] = ym1[]; ym1[] = y1[i,j] }
}
for j in 0..H {
  tp1[] = 0; tp2[] = 0; yp1[] = 0; yp2[] = 0
  for ii in 0..W { y2[W-1-ii,j] = a7*tp1[] + a8*tp2[] + b1*yp1[] + b2*yp2[]; tp2[] = tp1[]; tp1[] = imgOut[W-1-ii,j]; yp2[] = yp1[]; yp1[] = y2[W-1-ii,j] }
}
for i in 0..W, j in 0..H: imgOut[i,j] = c2*(y1[i,j] + y2[i,j]))"},
    {"doitgen", R"(for r in 0..NR, q in 0..NQ {
  for p in 0..NP {
    sum[p] = 0
    for s in 0..NP: sum[p] += A[r,q,s] * C4[s,p]
  }
  for p in 0..NP: A[r,q,p] = sum[p]
})"},
    {"durbin", R"(y[0] = -r[0]
beta[] = 1.0
alpha[] = -r[0]
for k in 1..N {
  beta[] = (1-alpha[]*alpha[])*beta[]
  sum[] = 0
  for i in 0..k: sum[] += r[k-i-1]*y[i]
  alpha[] = - (r[k] + sum[])/beta[]
  for i in 0..k: z[i] = y[i] + alpha[]*y[k-i-1]
  for i in 0..k: y[i] = z[i]
  y[k] = alpha[]
})"},
    {"fdtd-2d", R"(for t in 0..T {
  for j in 0..NY: ey[0,j] = fict[t]
  for i in 1..NX, j in 0..NY: ey[i,j] = ey[i,j] - 0.5 * (hz[i,j] - hz[i-1,j])
  for i in 0..NX, j in 1..NY: ex[i,j] = ex[i,j] - 0.5 * (hz[i,j] - hz[i,j-1])
  for i in 0..NX-1, j in 0..NY-1: hz[i,j] = hz[i,j] - 0.7 * (ex[i,j+1] - ex[i,j] + ey[i+1,j] - ey[i,j])
})"},
    {"floyd-warshall", R"(for k in 0..N, i in 0..N, j in 0..N: path[i,j] = min(path[i,j], path[i,k] + path[k,j]))"},
    {"gemm", R"(for i in 0..NI {
  for j in 0..NJ: C[i,j] *= beta
  for k in 0..NK, j in 0..NJ: C[i,j] += alpha * A[i,k] * B[k,j]
})"},
    {"gemver", R"(for i in 0..N, j in 0..N: A[i,j] = A[i,j] + u1[i] * v1[j] + u2[i] * v2[j]
for i in 0..N, j in 0..N: x[i] = x[i] + beta * A[j,i] * y[j]
for i in 0..N: x[i] = x[i] + z[i]
for i in 0..N, j in 0..N: w[i] = w[i] + alpha * A[i,j] * x[j])"},
    {"gesummv", R"(for i in 0..N {
  tmp[i] = 0
  y[i] = 0
  for j in 0..N {
    tmp[i] = A[i,j] * x[j] + tmp[i]
    y[i] = B[i,j] * x[j] + y[i]
  }
  y[i] = alpha * tmp[i] + beta * y[i]
})"},
    {"gramschmidt", R"(for k in 0..N {
  nrm[] = 0
  for i in 0..M: nrm[] += A[i,k] * A[i,k]
  R[k,k] = sqrt(nrm[])
  for i in 0..M: Q[i,k] = A[i,k] / R[k,k]
  for j in k+1..N {
    R[k,j] = 0
    for i in 0..M: R[k,j] += Q[i,k] * A[i,j]
    for i in 0..M: A[i,j] = A[i,j] - Q[i,k] * R[k,j]
  }
})"},
    {"heat-3d", R"(for t in 0..T {
  for i in 1..N-1, j in 1..N-1, k in 1..N-1: B[i,j,k] = f(A[i+1,j,k], A[i,j,k], A[i-1,j,k], A[i,j+1,k], A[i,j-1,k], A[i,j,k+1], A[i,j,k-1])
  for i in 1..N-1, j in 1..N-1, k in 1..N-1: A[i,j,k] = f(B[i+1,j,k], B[i,j,k], B[i-1,j,k], B[i,j+1,k], B[i,j-1,k], B[i,j,k+1], B[i,j,k-1])
})"},
    {"jacobi-1d", R"(for t in 0..T {
  for i in 1..N-1: B[i] = 0.33333 * (A[i-1] + A[i] + A[i+1])
  for i in 1..N-1: A[i] = 0.33333 * (B[i-1] + B[i] + B[i+1])
})"},
    {"jacobi-2d", R"(for t in 0..T {
  for i in 1..N-1, j in 1..N-1: B[i,j] = 0.2 * (A[i,j] + A[i,j-1] + A[i,j+1] + A[i+1,j] + A[i-1,j])
  for i in 1..N-1, j in 1..N-1: A[i,j] = 0.2 * (B[i,j] + B[i,j-1] + B[i,j+1] + B[i+1,j] + B[i-1,j])
})"},
    {"lu", R"(for i in 0..N {
  for j in 0..i {
    for k in 0..j: A[i,j] -= A[i,k] * A[k,j]
    A[i,j] /= A[j,j]
  }
  for j in i..N, k in 0..i: A[i,j] -= A[i,k] * A[k,j]
})"},
    {"ludcmp", R"(for i in 0..N {
  for j in 0..i {
    w[] = A[i,j]
    for k in 0..j: w[] -= A[i,k] * A[k,j]
    A[i,j] = w[] / A[j,j]
  }
  for j in i..N {
    w[] = A[i,j]
    for k in 0..i: w[] -= A[i,k] * A[k,j]
    A[i,j] = w[]
  }
}
for i in 0..N {
  w[] = b[i]
  for j in 0..i: w[] -= A[i,j] * y[j]
  y[i] = w[]
}
for ii in 0..N {
  w[] = y[N-1-ii]
  for j in N-ii..N: w[] -= A[N-1-ii,j] * x[j]
  x[N-1-ii] = w[] / A[N-1-ii,N-1-ii]
})"},
    {"mvt", R"(for i in 0..N, j in 0..N: x1[i] += A[i,j] * y1[j]
for i in 0..N, j in 0..N: x2[i] += A[j,i] * y2[j])"},
    {"nussinov", R"(for ii in 0..N, j in N-ii..N {
  table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,j-1])
  table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j])
  table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1] + match(seq[N-1-ii], seq[j]))
  for k in N-ii..j: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,k] + table[k+1,j])
})"},
    {"seidel-2d",
     R"(for t in 0..T, i in 1..N-1, j in 1..N-1: A[i,j] = (A[i-1,j-1] + A[i-1,j] + A[i-1,j+1] + A[i,j-1] + A[i,j] + A[i,j+1] + A[i+1,j-1] + A[i+1,j] + A[i+1,j+1]) / 9)"},
    {"symm", R"(for i in 0..M, j in 0..N {
  temp2[] = 0
  for k in 0..i {
    C[k,j] += alpha * B[i,j] * A[i,k]
    temp2[] += B[k,j] * A[i,k]
  }
  C[i,j] = beta * C[i,j] + alpha * B[i,j] * A[i,i] + alpha * temp2[]
})"},
    {"syr2k", R"(for i in 0..N {
  for j in 0..i+1: C[i,j] *= beta
  for k in 0..M, j in 0..i+1: C[i,j] += A[j,k]*alpha*B[i,k] + B[j,k]*alpha*A[i,k]
})"},
    {"syrk", R"(for i in 0..N {
  for j in 0..i+1: C[i,j] *= beta
  for k in 0..M, j in 0..i+1: C[i,j] += alpha * A[i,k] * A[j,k]
})"},
    {"trisolv", R"(for i in 0..N {
  x[i] = b[i]
  for j in 0..i: x[i] -= L[i,j] * x[j]
  x[i] = x[i] / L[i,i]
})"},
    {"trmm", R"(for i in 0..M, j in 0..N {
  for k in i+1..M: B[i,j] += A[k,i] * B[k,j]
  B[i,j] = alpha * B[i,j]
})"},
}};

/// The text of the kernel named `name`; std::invalid_argument when there is none.
inline std::string_view text(std::string_view name) {
  for (const auto& k : kernels)
    if (k.name == name) return k.text;
  throw std::invalid_argument("no Polybench kernel named " + std::string(name));
}

}  // namespace polybench_blocks
