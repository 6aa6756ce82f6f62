// Bytes read by offset from somewhere large (an R2 object): a recording is read in windows,
// never held whole.
export type Source = { size: number; read(offset: number, length: number): Promise<Uint8Array> };

const WINDOW_BYTES = 1024 * 1024;

// A sequential reader's cache: one window of the source at a time, refilled when a read
// falls outside it. `at(offset, length)` may answer fewer bytes at the source's end.
export class WindowedSource {
  readonly source: Source;
  private start = 0;
  private bytes: Uint8Array = new Uint8Array(0);

  constructor(source: Source) {
    this.source = source;
  }

  get size(): number {
    return this.source.size;
  }

  async at(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(offset + length, this.source.size);
    if (offset < this.start || end > this.start + this.bytes.length) {
      this.start = offset;
      this.bytes = await this.source.read(offset, Math.min(Math.max(length, WINDOW_BYTES), this.source.size - offset));
    }
    return this.bytes.subarray(offset - this.start, end - this.start);
  }
}

export const bytesSource = (bytes: Uint8Array): Source => ({
  size: bytes.length,
  read: async (offset, length) => bytes.slice(offset, offset + length),
});
