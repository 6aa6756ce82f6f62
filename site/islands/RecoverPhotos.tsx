import './RecoverPhotos.css';
import { useState, type FormEvent } from 'react';
import type { RecoverPhotoAnswer } from '../../worker/contract/recover-photos';
import { PHOTO_MAX_BYTES } from '../../worker/contract/files';
import { RECOVER_FILE_MESSAGES } from '../../worker/contract/recover-photos-files';
import { serverMessage } from '../lib/api-fetch';
import { bringOriginal } from '../stores/recover-photos';
import AuthCard from './account/AuthCard';
import StatusPanel from './account/StatusPanel';
import PhotoPicker from './challenges/PhotoPicker';
import { fileSize, photoProblem } from './challenges/photo-file';
import ErrorBoundary from './shared/ErrorBoundary';
import SubmitButton from './shared/SubmitButton';

const TITLES: Record<RecoverPhotoAnswer['outcome'], string> = {
  restored: 'Photo Restored',
  fine: 'Nothing to Restore',
  unknown: 'No Match Found',
};

const TONES = { restored: 'success', fine: 'info', unknown: 'error' } as const;

function Outcome({ result, onAgain }: { result: RecoverPhotoAnswer; onAgain: () => void }) {
  const again = (
    <button type="button" className="btn btn-primary btn-lg btn-block" onClick={onAgain}>
      {result.outcome === 'unknown' ? 'Try Another File' : 'Bring Another Original'}
    </button>
  );
  return (
    <StatusPanel
      tone={TONES[result.outcome]}
      title={result.photos.length > 1 ? 'Photos Restored' : TITLES[result.outcome]}
      focus
      actions={
        result.outcome === 'unknown' ? (
          <>
            {again}
            <a className="btn btn-outline btn-lg btn-block" href="/emergency-recovery">
              Emergency Recovery
            </a>
            <a className="btn btn-outline btn-lg btn-block" href="#contact">
              Write to Us
            </a>
          </>
        ) : (
          again
        )
      }
    >
      <p className="status-panel__text">{result.message}</p>
      {result.photos.length > 0 && (
        <ul className="recover-photos__restored">
          {result.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url}>{photo.title}</a>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}

// /recover-photos ("Bring your original"): the file goes to the server, which hashes it itself
// and restores the photo it proves (docs/rules.md "Bringing back a damaged photo").
function RecoverForm() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<RecoverPhotoAnswer | null>(null);

  function pick(picked: File) {
    setFile(picked);
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = file ? photoProblem(file) : RECOVER_FILE_MESSAGES.missing;
    if (problem || !file) {
      setError(problem ?? RECOVER_FILE_MESSAGES.missing);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      return;
    }
    setPending(true);
    try {
      setResult(await bringOriginal(file));
    } catch (failure) {
      setError(serverMessage(failure, 'Could not check the file. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  if (result) {
    return (
      <Outcome
        result={result}
        onAgain={() => {
          setResult(null);
          setFile(null);
        }}
      />
    );
  }

  return (
    <AuthCard
      title="Recover Photos"
      description="Bring your original: if one of your photos here has a damaged or missing file, drop the file you first uploaded and we'll put the photo back, with its votes, comments and place."
      footer={
        <>
          Not sure which photos? <a href="/tnt-recovery">Get the list by email</a>
        </>
      }
    >
      <ol className="recover-photos__steps">
        <li>Find the file on your computer or phone, as you uploaded it.</li>
        <li>We compare it with what you uploaded: it must be that very file, not a copy saved again.</li>
        <li>A match restores the photo; nothing else is shown or changed.</li>
      </ol>
      <form className="form" noValidate onSubmit={submit}>
        <PhotoPicker
          file={file}
          error={error}
          disabled={pending}
          onPick={pick}
          label="Original file"
          prompt="Drop your original here"
          hint={`The very file you uploaded: JPEG, PNG or WebP, up to ${fileSize(PHOTO_MAX_BYTES)}.`}
          previewAlt="Preview of the file you chose"
        />
        <SubmitButton pending={pending} label="Restore My Photo" pendingLabel="Checking..." />
      </form>
    </AuthCard>
  );
}

export default function RecoverPhotos() {
  return (
    <ErrorBoundary>
      <RecoverForm />
    </ErrorBoundary>
  );
}
