// A plane is one channel of an image as floats, row by row.
export type Plane = { width: number; height: number; values: Float32Array };

// Averages `factor`×`factor` blocks: a cheap, alias-free way to a smaller copy for the steps
// that need only coarse structure. Leftover edge rows and columns are dropped.
export function shrinkPlane(plane: Plane, factor: number): Plane {
  if (factor <= 1) return plane;
  const width = Math.floor(plane.width / factor);
  const height = Math.floor(plane.height / factor);
  const values = new Float32Array(width * height);
  const source = plane.values;
  const scale = 1 / (factor * factor);
  for (let y = 0; y < height; y++) {
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * plane.width;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        const start = row + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += source[start + dx];
        values[y * width + x] += sum;
      }
    }
  }
  for (let i = 0; i < values.length; i++) values[i] *= scale;
  return { width, height, values };
}

// The whole-number factor that brings the long side down to at least `target` pixels.
export function shrinkFactorFor(width: number, height: number, target: number): number {
  return Math.max(1, Math.floor(Math.max(width, height) / target));
}

// Mean over the (2r+1)² box around each pixel (clipped at the borders): running sums along
// rows, then along columns, so the cost is the same whatever the radius.
export function boxBlurPlane(plane: Plane, radius: number): Plane {
  const { width, height } = plane;
  const across = new Float32Array(width * height);
  const values = new Float32Array(width * height);
  const columnShare = windowShares(width, radius);
  const rowShare = windowShares(height, radius);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < Math.min(radius, width); x++) sum += plane.values[row + x];
    for (let x = 0; x < width; x++) {
      if (x + radius < width) sum += plane.values[row + x + radius];
      if (x - radius - 1 >= 0) sum -= plane.values[row + x - radius - 1];
      across[row + x] = sum * columnShare[x];
    }
  }
  // Down the columns, a whole row at a time (rows are contiguous in memory).
  const sums = new Float64Array(width);
  for (let y = 0; y < Math.min(radius, height); y++) for (let x = 0; x < width; x++) sums[x] += across[y * width + x];
  for (let y = 0; y < height; y++) {
    const entering = (y + radius) * width;
    const leaving = (y - radius - 1) * width;
    const share = rowShare[y];
    for (let x = 0; x < width; x++) {
      if (y + radius < height) sums[x] += across[entering + x];
      if (y - radius - 1 >= 0) sums[x] -= across[leaving + x];
      values[y * width + x] = sums[x] * share;
    }
  }
  return { width, height, values };
}

// 1 ÷ how many of the window's 2r+1 places fall inside a line of `length`, at each position.
function windowShares(length: number, radius: number): Float32Array {
  const shares = new Float32Array(length);
  for (let i = 0; i < length; i++) shares[i] = 1 / (Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1);
  return shares;
}
