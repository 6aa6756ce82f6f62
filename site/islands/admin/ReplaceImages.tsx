import './admin-form.css';
import './ReplaceImages.css';
import { useState } from 'react';
import type { SiteImage, SiteImageKind } from '../../../worker/contract/admin-replace-images';
import { thumbFor } from '../../../worker/contract/files';
import Photo from '../shared/Photo';
import { serverMessage } from '../../lib/api-fetch';
import { replaceSiteImage, siteImages } from '../../stores/admin-data-recovery';
import { showToast } from '../../stores/toast';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import ReplaceImagesFile from './ReplaceImagesFile';
import { useCursorPages } from './use-cursor-pages';

const KINDS: { kind: SiteImageKind; label: string; empty: string; words: string; edit: string }[] = [
  {
    kind: 'cover',
    label: 'Challenge covers',
    empty: 'No challenge has a cover image.',
    words: 'Credit',
    edit: '/admin/challenges/scheduler',
  },
  {
    kind: 'theme',
    label: 'Theme images',
    empty: 'No evergreen theme has an image.',
    words: 'Credit',
    edit: '/admin/challenges/evergreen',
  },
  {
    kind: 'mentorship',
    label: 'Mentorship images',
    empty: 'There are no mentorship images.',
    words: 'Description',
    edit: '/admin/mentorship-images',
  },
];

const readImages = (kind: SiteImageKind, before?: number) =>
  siteImages(kind, before).then((page) => ({ rows: page.items, next: page.nextCursor }));

function ReplaceForm({
  image,
  wordsLabel,
  onDone,
}: {
  image: SiteImage;
  wordsLabel: string;
  onDone: (image: SiteImage) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [words, setWords] = useState(image.words ?? '');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  async function submit() {
    if (!file) return;
    setPending(true);
    try {
      const done = await replaceSiteImage(image, file, words, reason);
      showToast({ title: 'Image replaced', description: done.message });
      onDone(done.image);
    } catch (error) {
      showToast({ title: 'Not replaced', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      className="form replace-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ReplaceImagesFile name="image" file={file} onFile={setFile} />
      <TextField
        name="words"
        label={wordsLabel}
        maxLength={200}
        value={words}
        onChange={(e) => setWords(e.currentTarget.value)}
      />
      <TextAreaField
        name="reason"
        label="Reason"
        hint="Kept with the old file in quarantine for 30 days."
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={!file || reason.trim().length < 3 || pending}>
        {pending ? 'Replacing...' : 'Replace Image'}
      </button>
    </form>
  );
}

function ImageCard({
  image,
  wordsLabel,
  onChange,
}: {
  image: SiteImage;
  wordsLabel: string;
  onChange: (image: SiteImage) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="card replace-image">
      <Photo
        className="replace-image__preview"
        sources={[thumbFor(image.imageUrl), image.imageUrl]}
        alt={image.words ?? image.title}
      />
      <div className="replace-image__body">
        <p className="replace-image__title">{image.title}</p>
        {image.kind !== 'mentorship' && <p className="replace-entry__note">{image.words ? image.words : 'No credit'}</p>}
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Cancel' : 'Replace'}
        </button>
      </div>
      {open && (
        <ReplaceForm
          image={image}
          wordsLabel={wordsLabel}
          onDone={(now) => {
            setOpen(false);
            onChange(now);
          }}
        />
      )}
    </li>
  );
}

function Images({ kind }: { kind: (typeof KINDS)[number] }) {
  const { loaded, setLoaded, failed, loadingMore, more } = useCursorPages(kind.kind, readImages);
  if (failed) return <LoadFailed what="the images" />;
  if (!loaded) return <Spinner label="Loading images..." />;
  if (loaded.rows.length === 0) return <EmptyState compact>{kind.empty}</EmptyState>;
  const replaced = (now: SiteImage) =>
    setLoaded((shown) => shown && { ...shown, rows: shown.rows.map((row) => (row.id === now.id ? now : row)) });
  return (
    <>
      <ul className="replace-images">
        {loaded.rows.map((image) => (
          <ImageCard key={image.id} image={image} wordsLabel={kind.words} onChange={replaced} />
        ))}
      </ul>
      {loaded.next && <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />}
    </>
  );
}

// /admin/replace-images: the site's own images in one place, each replaced by a new upload.
export default function ReplaceImages() {
  const [shown, setShown] = useState<SiteImageKind>('cover');
  const kind = KINDS.find((k) => k.kind === shown) ?? KINDS[0];
  return (
    <ErrorBoundary>
      <div className="replace">
        <div className="replace-kinds" role="group" aria-label="Which images">
          {KINDS.map((k) => (
            <button
              key={k.kind}
              type="button"
              className={k.kind === shown ? 'btn btn-primary btn-sm' : 'btn btn-ghost btn-sm'}
              aria-pressed={k.kind === shown}
              onClick={() => setShown(k.kind)}
            >
              {k.label}
            </button>
          ))}
        </div>
        <p className="replace-entry__note">
          To add or remove an image, or change anything else, use <a href={kind.edit}>its own screen</a>.
        </p>
        <Images key={shown} kind={kind} />
      </div>
    </ErrorBoundary>
  );
}
