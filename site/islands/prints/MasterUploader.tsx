import { useState } from 'react';
import { MASTER_MAX_BYTES } from '../../../worker/domain/prints';
import { MASTER_TOO_LARGE, MASTER_TYPES, type PrintListing } from '../../../worker/contract/print-listings';
import { serverMessage } from '../../lib/api-fetch';
import { abandonUpload, unfinishedFileName, uploadMaster } from '../../stores/print-listings';

type Props = { listing: PrintListing };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

// The print master: a full-resolution JPEG, PNG or WebP up to 100 MB, sent in parts with
// a progress bar. An upload cut short (a reload, a dropped connection) resumes from the
// parts already stored when the same file is chosen again.
export default function MasterUploader({ listing }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unfinished = listing.upload ? unfinishedFileName(listing.id) : null;
  const uploading = progress !== null;

  async function send(file: File) {
    setError(null);
    if (!(MASTER_TYPES as readonly string[]).includes(file.type))
      return setError('Print masters must be JPEG, PNG or WebP images');
    if (file.size > MASTER_MAX_BYTES) return setError(MASTER_TOO_LARGE);
    setProgress(0);
    try {
      await uploadMaster(listing.id, file, setProgress);
    } catch (err) {
      setError(serverMessage(err, 'The upload stopped. Choose the same file again to continue where it left off.'));
    } finally {
      setProgress(null);
    }
  }

  async function discard() {
    setError(null);
    try {
      await abandonUpload(listing.id);
    } catch (err) {
      setError(serverMessage(err, 'The unfinished upload was not discarded. Please try again.'));
    }
  }

  return (
    <section className="master" aria-labelledby={`master-${listing.id}`}>
      <h3 id={`master-${listing.id}`}>Print master</h3>
      {listing.master ? (
        <p className="master__have">
          ✓ {listing.master.width} × {listing.master.height} pixels, {megabytes(listing.master.bytes)}. Choose another file to
          replace it.
        </p>
      ) : (
        <p className="master__hint">
          Upload the full-resolution file prints are made from: JPEG, PNG or WebP, up to 100 MB. It is never shown to anyone;
          buyers see your entry.
        </p>
      )}
      {listing.upload && !uploading && (
        <p className="master__resume" role="status">
          An upload is unfinished ({listing.upload.partsDone.length} of {listing.upload.totalParts} parts
          {unfinished ? ` of ${unfinished}` : ''}). Choose the same file to continue, or{' '}
          <button type="button" className="link-button" onClick={() => void discard()}>
            discard it
          </button>
          .
        </p>
      )}
      <label className={`btn btn-outline master__pick${uploading ? ' is-disabled' : ''}`}>
        {listing.master ? 'Replace Master' : listing.upload ? 'Resume Upload' : 'Choose Master File'}
        <input
          type="file"
          accept={MASTER_TYPES.join(',')}
          className="sr-only"
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {uploading && (
        <div className="master__progress">
          <progress max={1} value={progress} aria-label="Upload progress" />
          <span>{Math.floor(progress * 100)}%</span>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
