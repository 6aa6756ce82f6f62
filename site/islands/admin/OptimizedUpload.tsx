import './admin-form.css';
import '../challenges/progress.css';
import './OptimizedUpload.css';
import { useStore } from '@nanostores/react';
import { type DragEvent, useEffect, useMemo, useState } from 'react';
import type { SiteImage } from '../../../worker/contract/admin-replace-images';
import { PHOTO_TYPES } from '../../../worker/contract/files';
import { HttpError, serverMessage } from '../../lib/api-fetch';
import {
  $uploadQueue,
  type UploadTarget,
  addFiles,
  fileKey,
  markFile,
  missingFiles,
  themeChoices,
  toSend,
  totalProgress,
  updateFile,
  uploadOne,
} from '../../stores/admin-optimized-upload';
import TextField from '../fields/TextField';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { LARGEST_WIDTH, downscale } from './OptimizedUploadCodec';
import OptimizedUploadRow, { type Phase } from './OptimizedUploadRow';

const images = (list: FileList | null) => [...(list ?? [])].filter((file) => PHOTO_TYPES.includes(file.type));

function Uploader({ themes }: { themes: SiteImage[] }) {
  const queue = useStore($uploadQueue);
  const [files, setFiles] = useState<Map<string, File>>(() => new Map());
  const [fractions, setFractions] = useState<Record<string, number>>({});
  const [phase, setPhase] = useState<{ key: string; phase: Phase } | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [dragging, setDragging] = useState(false);
  const busy = phase !== null;
  const present = useMemo(() => new Set(files.keys()), [files]);
  const ready = toSend(queue, present);
  const missing = missingFiles(queue, present);
  const done = queue.filter((item) => item.state === 'done').length;
  const needsReason = ready.some((item) => item.target !== 'mentorship');
  const total = Math.round(totalProgress(queue, fractions) * 100);

  function take(list: FileList | null) {
    const picked = images(list);
    const added = addFiles($uploadQueue.get(), picked);
    $uploadQueue.set(added.queue);
    setFiles((now) => new Map([...now, ...picked.map((file) => [fileKey(file), file] as const)]));
    const skipped = (list?.length ?? 0) - picked.length;
    setNote(
      [
        added.alreadyDone > 0 ? `${added.alreadyDone} of these were uploaded already and are skipped.` : '',
        skipped > 0 ? `${skipped} ${skipped === 1 ? 'file is' : 'files are'} not JPEG, PNG or WebP and left out.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files);
  }

  // One at a time: each file is made smaller, then sent; a failure is noted and the next goes on
  // (unless the hourly limit of admin changes is reached).
  async function uploadAll() {
    for (const item of ready) {
      const file = files.get(item.key);
      if (!file) continue;
      const current = $uploadQueue.get().find((queued) => queued.key === item.key) ?? item;
      try {
        setPhase({ key: item.key, phase: 'resizing' });
        const small = await downscale(file).catch(() => {
          throw new Error('This file could not be read as an image.');
        });
        setPhase({ key: item.key, phase: 'sending' });
        $uploadQueue.set(markFile($uploadQueue.get(), item.key, 'sending', ''));
        await uploadOne(current, small, reason, (fraction) => setFractions((now) => ({ ...now, [item.key]: fraction })));
        $uploadQueue.set(markFile($uploadQueue.get(), item.key, 'done', current.target === 'mentorship' ? 'Added' : 'Replaced'));
      } catch (error) {
        setFractions((now) => ({ ...now, [item.key]: 0 }));
        const message =
          error instanceof HttpError || !(error instanceof Error)
            ? serverMessage(error, 'Not uploaded. Try again.')
            : error.message;
        $uploadQueue.set(markFile($uploadQueue.get(), item.key, 'failed', message));
        // Past the hourly limit of admin changes every next file would be refused too.
        if (error instanceof HttpError && error.status === 429) break;
      }
    }
    setPhase(null);
  }

  function clear() {
    $uploadQueue.set([]);
    setFiles(new Map());
    setFractions({});
    setNote('');
  }

  const change = (key: string) => (update: { target?: UploadTarget; words?: string }) =>
    $uploadQueue.set(updateFile($uploadQueue.get(), key, update));

  return (
    <div className="optimized">
      <label
        className={`card optimized-drop${dragging ? ' optimized-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <strong>Drop images here, or choose them</strong>
        <span className="field__hint">
          JPEG, PNG or WebP. Each is made at most {LARGEST_WIDTH} px wide in your browser first, the widest the site shows.
        </span>
        <input
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          disabled={busy}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {note && (
        <p className="notice" role="status">
          {note}
        </p>
      )}
      {missing.length > 0 && !busy && (
        <p className="notice" role="status">
          From your last visit: {done} uploaded, {missing.length} still to go. A browser can't keep files across a reload, so drop
          those again; the ones already uploaded are skipped.
        </p>
      )}
      {queue.length > 0 && (
        <div className="card optimized-list">
          <div className="optimized-total">
            <p>
              {done} of {queue.length} uploaded
            </p>
            <div
              className="progress"
              role="progressbar"
              aria-label="All files uploaded"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={total}
            >
              <span style={{ width: `${total}%` }} />
            </div>
          </div>
          <ul className="optimized-rows">
            {queue.map((item) => (
              <OptimizedUploadRow
                key={item.key}
                item={item}
                themes={themes}
                present={present.has(item.key)}
                phase={phase?.key === item.key ? phase.phase : null}
                fraction={fractions[item.key] ?? 0}
                busy={busy}
                onChange={change(item.key)}
              />
            ))}
          </ul>
          {needsReason && (
            <TextField
              name="reason"
              label="Why the theme images are replaced"
              hint="Kept in the audit log with each replacement; the old files go to quarantine."
              maxLength={300}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          <div className="optimized-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || ready.length === 0 || (needsReason && reason.trim().length < 3)}
              onClick={() => void uploadAll()}
            >
              {busy ? 'Uploading...' : `Upload ${ready.length} ${ready.length === 1 ? 'File' : 'Files'}`}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={clear}>
              Clear the List
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

// /admin/optimized-upload: many of the site's own images at once, made smaller before they
// travel; the list survives a reload.
export default function OptimizedUpload() {
  const [themes, setThemes] = useState<SiteImage[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    themeChoices().then(setThemes, () => setLoadFailed(true));
  }, []);
  if (loadFailed) return <LoadFailed what="the evergreen themes" />;
  if (!themes) return <Spinner label="Loading themes..." />;
  return (
    <ErrorBoundary>
      <Uploader themes={themes} />
    </ErrorBoundary>
  );
}
