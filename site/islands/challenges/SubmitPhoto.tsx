import './SubmitPhoto.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { readEdgeState } from '../../lib/edge-state';
import { askReminder } from '../../stores/reminders';
import { HttpError, serverMessage } from '../../lib/api-fetch';
import { LOAD_FAILED, preload } from '../../lib/load-on-use';
import { photoTypeOf } from '../../lib/photo-type';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import { challengeHref, inviteFromUrl } from '../shared/community-links';
import SubmitClosed from './SubmitClosed';
import SubmitFields from './SubmitFields';
import PhotoPicker from './PhotoPicker';
import UploadProgress from './UploadProgress';
import { liveStatus } from './challenge-time';
import { photoProblem } from './photo-file';
import { photoHref } from '../shared/photo-urls';
import { uploadPhoto } from './upload-photo';
import { toastOnNextPage } from '../shared/carried-toast';

const loadSubmissions = () => import('../../../worker/contract/submissions');

type Errors = Partial<Record<'photo' | 'title' | 'description' | 'altText', string>>;

function SubmitForm() {
  const { challenge } = readEdgeState().page as { challenge: ChallengeDto };
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A second submit while the fields are being checked is dropped, not uploaded twice.
  const checking = useRef(false);
  // Invite-only community challenges take entries only with the code from the invite link.
  const [invite] = useState(inviteFromUrl);
  const status = liveStatus(challenge, new Date());
  const open = status === 'active' || status === 'upcoming';
  // Opening the submit page asks for the reminder before entries close, as 'Remind me' does:
  // someone who leaves without entering hears in time. Quietly: the page is about the photo.
  useEffect(() => {
    if (open) askReminder(challenge.id).catch(() => undefined);
  }, [open, challenge.id]);
  if (!open) return <SubmitClosed challenge={challenge} status={status} />;
  const uploading = progress !== null;

  function pick(picked: File) {
    setFile(picked);
    setErrors((e) => ({ ...e, photo: photoProblem(picked) ?? undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    checking.current = true;
    const schema = await loadSubmissions().then(
      (contract) => contract.submissionFieldsSchema,
      () => null,
    );
    checking.current = false;
    if (!schema) return setFormError(LOAD_FAILED);
    const fields = schema.safeParse(values);
    const found: Errors = { photo: photoProblem(file) ?? undefined };
    if (!fields.success) {
      for (const issue of fields.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    }
    setErrors(found);
    setFormError(null);
    const firstBad = Object.keys(found).find((k) => found[k as keyof Errors]);
    if (firstBad || !fields.success || !file) {
      form.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setProgress(0);
    try {
      const entry = await uploadPhoto(challenge.id, file, fields.data, setProgress, invite);
      toastOnNextPage({ title: 'Photo submitted', description: `“${entry.title}” is entered in ${challenge.title}.` });
      location.assign(photoHref(entry.id, photoTypeOf(challenge)));
    } catch (error) {
      setProgress(null);
      const fallback =
        error instanceof HttpError
          ? 'Your photo could not be submitted. Please try again.'
          : 'The upload failed. Check your connection and try again.';
      setFormError(serverMessage(error, fallback));
    }
  }

  return (
    <form
      className="card submit-form form"
      onSubmit={submit}
      onFocus={() => preload(loadSubmissions)}
      noValidate
      aria-busy={uploading}
    >
      <p className="submit-form__intro">
        Entering <a href={challengeHref(challenge, invite)}>{challenge.title}</a>
        {status === 'upcoming' ? ' early: your photo joins the entries when the challenge opens.' : '.'}
      </p>
      {formError && <Notice tone="error">{formError}</Notice>}
      <PhotoPicker file={file} error={errors.photo} disabled={uploading} onPick={pick} />
      <SubmitFields errors={errors} disabled={uploading} photo={file} />
      {uploading && <UploadProgress fraction={progress} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={uploading} aria-busy={uploading}>
        {uploading && <span className="btn__spinner" aria-hidden="true" />}
        {uploading ? (progress < 1 ? 'Uploading...' : 'Processing...') : 'Submit Photo'}
      </button>
    </form>
  );
}

export default function SubmitPhoto() {
  return (
    <ErrorBoundary>
      <SubmitForm />
    </ErrorBoundary>
  );
}
