import { cropFraction, type PrintSize } from '../../../worker/domain/prints';

type Props = { src: string; width: number; height: number; size: PrintSize };

// The whole photo with the part a size keeps outlined: its proportions crop the rest
// (shaded), taken from the middle.
export default function CropPreview({ src, width, height, size }: Props) {
  const { keepShort, keepLong } = cropFraction(width, height, size);
  const landscape = width >= height;
  const keep = landscape ? { width: keepLong, height: keepShort } : { width: keepShort, height: keepLong };
  const whole = keep.width === 1 && keep.height === 1;
  return (
    <div
      className="crop-preview"
      style={{ aspectRatio: `${width} / ${height}` }}
      role="img"
      aria-label={whole ? `${size.size}: the whole photo prints` : `${size.size}: the shaded edges are cropped`}
    >
      <img src={src} alt="" loading="lazy" />
      <div className="crop-preview__keep" style={{ width: `${keep.width * 100}%`, height: `${keep.height * 100}%` }} />
    </div>
  );
}
