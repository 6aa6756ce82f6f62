import type { SiteImage } from '../../../worker/contract/admin-replace-images';
import type { QueuedFile, UploadTarget } from '../../stores/admin-optimized-upload';

export type Phase = 'resizing' | 'sending';

type Props = {
  item: QueuedFile;
  themes: SiteImage[];
  present: boolean;
  phase: Phase | null;
  fraction: number;
  busy: boolean;
  onChange: (change: { target?: UploadTarget; words?: string }) => void;
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function status(item: QueuedFile, present: boolean, phase: Phase | null, percent: number): string {
  if (item.state === 'done') return item.message || 'Uploaded';
  if (phase === 'resizing') return 'Making it smaller…';
  if (phase === 'sending') return percent < 100 ? `Uploading… ${percent}%` : 'Uploaded. The server is preparing it…';
  if (!present) return 'Drop this file again to upload it';
  if (item.state === 'failed') return item.message;
  return 'Waiting';
}

// One file of the queue: where it goes, its words, and how far it got.
export default function OptimizedUploadRow({ item, themes, present, phase, fraction, busy, onChange }: Props) {
  const percent = item.state === 'done' ? 100 : Math.round(fraction * 100);
  const locked = busy || item.state === 'done';
  const isMentorship = item.target === 'mentorship';
  return (
    <li className={`optimized-row optimized-row--${item.state}`}>
      <div className="optimized-row__name">
        <strong>{item.name}</strong>
        <span className="field__hint">{megabytes(item.size)}</span>
      </div>
      <label className="optimized-row__field">
        <span className="field__hint">Goes to</span>
        <select
          className="input"
          value={item.target}
          disabled={locked}
          onChange={(event) => onChange({ target: event.currentTarget.value as UploadTarget })}
        >
          <option value="mentorship">A new mentorship image</option>
          {themes.map((theme) => (
            <option key={theme.id} value={`theme:${theme.id}`}>
              Theme image: {theme.title}
            </option>
          ))}
        </select>
      </label>
      <label className="optimized-row__field">
        <span className="field__hint">{isMentorship ? 'Description (for people who cannot see it)' : 'Credit (optional)'}</span>
        <input
          className="input"
          value={item.words}
          maxLength={200}
          disabled={locked}
          onChange={(event) => onChange({ words: event.currentTarget.value })}
        />
      </label>
      <div className="optimized-row__progress">
        <div
          className="progress"
          role="progressbar"
          aria-label={`${item.name} uploaded`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className={item.state === 'failed' && !phase ? 'field__error' : 'field__hint'} aria-live="polite">
          {status(item, present, phase, percent)}
        </p>
      </div>
    </li>
  );
}
