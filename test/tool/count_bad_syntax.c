for (i = 0; i < n; i++)
  S1 S2;
