// Figures the benchmarks share.

// The value at or below which p percent of an ascending list falls (nearest rank).
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// The middle value of a list (the mean of the two middle ones when it has an even length).
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// The typical ratio among many noisy ratios: the geometric mean of the middle three quarters
// (an eighth dropped at each end), so a ratio and its inverse weigh alike and a round the
// machine stalled in does not move it.
export const trimmedGeoMean = (ratios) => {
  const logs = ratios.map(Math.log).sort((a, b) => a - b);
  const cut = Math.floor(logs.length / 8);
  const kept = logs.slice(cut, logs.length - cut);
  return Math.exp(kept.reduce((sum, value) => sum + value, 0) / kept.length);
};
