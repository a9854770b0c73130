# Listing 2.2 of the thesis: a multipath nest
x = 1;
while (x < n/p + 1) {
  y = x; while (y < m) { S1; y = 2*y; }
  z = x; while (z < m) { S2; z = z + x; }
  x = 2*x;
}
