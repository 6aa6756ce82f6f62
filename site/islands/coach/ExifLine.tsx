import { shutterText } from '../../lib/coach/exif-advice';
import type { CoachExif, CoachReport } from '../../lib/coach/types';

const SOURCE_TEXT = { file: 'from the file', record: 'from your photo’s record' } as const;

// The crop factor as the advice worked it out (site/lib/coach/exif-advice.ts): from the two
// focal lengths when the camera wrote both, else full frame is assumed and the advice says so.
function cropText({ focalLength, focalLength35mm }: CoachExif): string | null {
  if (focalLength && focalLength35mm)
    return `crop factor ${(focalLength35mm / focalLength).toFixed(1)} (from the 35 mm equivalent)`;
  if (focalLength) return 'crop factor unknown; assumed 1.0 (full frame)';
  return null;
}

function settingsOf(exif: CoachExif): string[] {
  return [
    exif.exposureTime ? shutterText(exif.exposureTime) : null,
    exif.fNumber ? `f/${Number(exif.fNumber.toFixed(1))}` : null,
    exif.iso ? `ISO ${exif.iso}` : null,
    exif.focalLength ? `${Math.round(exif.focalLength)} mm` : null,
    exif.focalLength35mm ? `${Math.round(exif.focalLength35mm)} mm equivalent` : null,
    cropText(exif),
  ].filter((part) => part !== null);
}

// Where the camera settings behind the advice came from, and what they were.
export default function ExifLine({ report }: { report: CoachReport }) {
  const { exifSource, exif } = report;
  if (exifSource === 'none' || !exif) {
    return (
      <p className="coach-report__exif">
        Camera settings: none found (no EXIF), so there is no advice on shutter speed, ISO or aperture.
      </p>
    );
  }
  return (
    <p className="coach-report__exif">
      Camera settings {SOURCE_TEXT[exifSource]}: {settingsOf(exif).join(' · ') || 'none recorded'}.
    </p>
  );
}
