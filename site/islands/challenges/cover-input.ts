export type Framing = { scale: number; x: number; y: number };
export const UNFRAMED: Framing = { scale: 1, x: 0, y: 0 };

export type CoverFieldValues = { coverImage: string; coverImageCredit: string; framing: Framing };

const isUnframed = (f: Framing) => f.scale === UNFRAMED.scale && f.x === UNFRAMED.x && f.y === UNFRAMED.y;

// The cover as the API takes it: no image means no credit either way and no transform, and
// an untouched framing is sent as none.
export function coverInput(f: CoverFieldValues) {
  const cover = f.coverImage.trim() || null;
  return {
    coverImage: cover,
    coverImageCredit: f.coverImageCredit.trim() || null,
    imageTransform: cover && !isUnframed(f.framing) ? f.framing : null,
  };
}
