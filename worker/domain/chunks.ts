// Items in runs of at most `size`, in order: statements kept under D1's limits (100 bound
// values, 1 MB a bound string), one statement per run.
export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
