import './AdminMentors.css';
import './MentorshipImages.css';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { AdminMentorshipImage } from '../../../worker/contract/site-images';
import { serverMessage } from '../../lib/api-fetch';
import {
  $mentorshipImages,
  addMentorshipImage,
  deleteMentorshipImage,
  updateMentorshipImage,
} from '../../stores/admin-mentorship-images';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';

const failed = (error: unknown) =>
  showToast({ title: 'That did not work', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

function UploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget;
    setPending(true);
    try {
      await addMentorshipImage(file, alt);
      showToast({ title: 'Image added' });
      setFile(null);
      setAlt('');
      form.reset();
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  }
  return (
    <form className="card mentorship-upload" onSubmit={submit}>
      <h2 className="card__title">Add an image</h2>
      <label className="field">
        <span className="field__label">Image (JPEG, PNG or WebP, up to 15 MB)</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </label>
      <label className="field">
        <span className="field__label">Description</span>
        <input
          className="input"
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.currentTarget.value)}
          placeholder="What the image shows"
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={!file || alt.trim().length < 3 || pending}>
        {pending ? 'Uploading...' : 'Add Image'}
      </button>
    </form>
  );
}

function ImageItem({
  image,
  before,
  after,
}: {
  image: AdminMentorshipImage;
  before?: AdminMentorshipImage;
  after?: AdminMentorshipImage;
}) {
  const [alt, setAlt] = useState(image.alt);
  const [deleting, setDeleting] = useState(false);
  const [pending, setPending] = useState(false);
  // Two images trade places; each keeps its number unless they share one.
  const swap = async (other: AdminMentorshipImage) => {
    try {
      const mine =
        other.position === image.position ? (other === before ? image.position - 1 : image.position + 1) : other.position;
      await updateMentorshipImage(image.id, { position: mine });
      await updateMentorshipImage(other.id, { position: image.position });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <li className="mentorship-item">
      <img src={image.imageUrl} alt={image.alt} width={240} height={160} loading="lazy" />
      <label className="field">
        <span className="field__label">Description</span>
        <input
          className="input"
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.currentTarget.value)}
          onBlur={() => {
            if (alt.trim() !== image.alt) updateMentorshipImage(image.id, { alt }).catch(failed);
          }}
        />
      </label>
      <div className="mentorship-item__actions">
        <button type="button" className="btn btn-ghost btn-sm" disabled={!before} onClick={() => before && swap(before)}>
          ↑<span className="sr-only"> Move earlier</span>
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={!after} onClick={() => after && swap(after)}>
          ↓<span className="sr-only"> Move later</span>
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setDeleting(true)}>
          Remove
        </button>
      </div>
      <ConfirmDialog
        open={deleting}
        title="Remove this image?"
        message={image.alt}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={pending}
        onConfirm={async () => {
          setPending(true);
          await deleteMentorshipImage(image.id).catch(failed);
          setPending(false);
          setDeleting(false);
        }}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}

function Images() {
  const { data, error } = useStore($mentorshipImages);
  if (error) return <LoadFailed what="the images" />;
  if (!data) return <Spinner label="Loading images..." />;
  return (
    <div className="mentorship-images">
      <UploadForm />
      {data.length === 0 ? (
        <p className="admin-mentors__empty">No images yet: the mentorship section shows none until you add some.</p>
      ) : (
        <ol className="mentorship-list">
          {data.map((image, i) => (
            <ImageItem key={`${image.id}:${image.alt}`} image={image} before={data[i - 1]} after={data[i + 1]} />
          ))}
        </ol>
      )}
    </div>
  );
}

// /admin/mentorship-images: upload, describe, order and remove the mentorship images.
export default function MentorshipImages() {
  return (
    <ErrorBoundary>
      <Images />
    </ErrorBoundary>
  );
}
