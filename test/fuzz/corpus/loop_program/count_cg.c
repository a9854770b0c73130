/* NAS CG (thesis 2.5.1): the inner guard reads arrays */
for (j = 1; j <= (na + nprows - 1)/nprows; j++) {
  sum = 0;
  for (k = rowstr[j]; k < rowstr[j+1]; k++) sum = sum + a[k]*p[colidx[k]];
  w[j] = sum;
}
