import './progress.css';
import './UploadProgress.css';
// Real upload progress (XMLHttpRequest's upload events); once every byte is sent, the
// server still checks and resizes the photo.
export default function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="field__hint" aria-live="polite">
        {fraction < 1 ? `Uploading… ${percent}%` : 'Uploaded. Checking and preparing your photo…'}
      </p>
    </div>
  );
}
