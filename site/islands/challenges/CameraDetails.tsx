import './CameraDetails.css';
import type { CameraExif } from '../../../worker/domain/camera-exif';

// Shutter speeds read as photographers say them: 1/250 s, not 0.004 s.
function shutter(seconds: number): string {
  if (seconds >= 1) return `${Number(seconds.toFixed(1))} s`;
  return `1/${Math.round(1 / seconds)} s`;
}

// The camera settings an entry was taken with, when its EXIF carried them.
export default function CameraDetails({ camera: c }: { camera: CameraExif | null }) {
  if (!c) return null;
  // Many cameras repeat the maker in the model ('Canon' + 'Canon EOS R5').
  const body =
    c.make && c.model?.toLowerCase().startsWith(c.make.toLowerCase()) ? c.model : [c.make, c.model].filter(Boolean).join(' ');
  const rows = [
    ['Camera', body],
    ['Lens', c.lens],
    ['Focal length', c.focalLength ? `${Number(c.focalLength.toFixed(1))} mm` : null],
    ['Aperture', c.fNumber ? `ƒ/${Number(c.fNumber.toFixed(1))}` : null],
    ['Shutter', c.exposureTime ? shutter(c.exposureTime) : null],
    ['ISO', c.iso ? String(c.iso) : null],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <section className="camera-details" aria-labelledby="camera-title">
      <h2 id="camera-title">Camera</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
