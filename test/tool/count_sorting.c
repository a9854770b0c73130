// Example I of the thesis (ch. 2): the parallel sorting skeleton
for (x = 0; x < n/p; x++)
  for (y = 1; y < n; y *= 2)
    S1;
