// Figures the benchmarks share.

// The value at or below which p percent of an ascending list falls (nearest rank).
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
