// Example II of the thesis (ch. 2): a tree reduction on the busiest process
for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i];
for (i = 1; i < p; i *= 2) combine(s);
