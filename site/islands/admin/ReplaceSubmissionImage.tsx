import './admin-form.css';
import './ReplaceImages.css';
import { type FormEvent, useState } from 'react';
import type { EntryForReplace } from '../../../worker/contract/admin-replace-images';
import { thumbFor } from '../../../worker/contract/files';
import { serverMessage } from '../../lib/api-fetch';
import { findEntry, replaceEntryPhoto } from '../../stores/admin-data-recovery';
import { showToast } from '../../stores/toast';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import ConfirmDialog from '../shared/ConfirmDialog';
import ErrorBoundary from '../shared/ErrorBoundary';
import ReplaceImagesFile from './ReplaceImagesFile';

const failed = (title: string, error: unknown) =>
  showToast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

function EntryCard({ entry }: { entry: EntryForReplace }) {
  return (
    <div className="card replace-entry">
      <img
        className="replace-entry__photo"
        src={thumbFor(entry.imageUrl) ?? entry.imageUrl}
        alt={`The current file of “${entry.title}”`}
      />
      <div>
        <p className="replace-entry__title">
          {entry.title}
          {entry.removed && <span className="admin-chip replace-entry__chip">Removed</span>}
        </p>
        <p className="replace-entry__note">
          Entry {entry.id} by <a href={`/admin/users/${entry.member.id}`}>{entry.member.username}</a> in {entry.challenge.title}
        </p>
        <p className="replace-entry__note">
          {entry.votes} {entry.votes === 1 ? 'vote' : 'votes'} · {entry.comments} {entry.comments === 1 ? 'comment' : 'comments'}
          {entry.finalRank !== null && ` · placed ${entry.finalRank}`}
        </p>
      </div>
    </div>
  );
}

function Replace({ entry, onReplaced }: { entry: EntryForReplace; onReplaced: (entry: EntryForReplace) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  async function replace() {
    if (!file) return;
    setPending(true);
    try {
      const done = await replaceEntryPhoto(entry.id, file, reason);
      showToast({ title: 'Photo replaced', description: done.message });
      setFile(null);
      setReason('');
      onReplaced(done.entry);
    } catch (error) {
      failed('Not replaced', error);
    } finally {
      setPending(false);
      setAsking(false);
    }
  }
  if (entry.removed) {
    return (
      <p className="card replace-entry__removed">
        This entry was removed. Restore it on <a href="/admin/data-recovery">Data Recovery</a> first, then replace its photo.
      </p>
    );
  }
  return (
    <form
      className="card form replace-form"
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <h2 className="card__title">Replace its photo</h2>
      <ReplaceImagesFile name="photo" file={file} onFile={setFile} />
      <TextAreaField
        name="reason"
        label="Reason"
        hint="Told to the member by mail, and kept with the old file in quarantine."
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={!file || reason.trim().length < 3 || pending}>
        Replace Photo
      </button>
      <ConfirmDialog
        open={asking}
        title="Replace this photo?"
        message={`“${entry.title}” shows the new file from now on, with its votes, comments and place. The old file goes to quarantine for 30 days, and ${entry.member.username} is told by mail.`}
        confirmLabel="Replace"
        pendingLabel="Replacing..."
        tone="primary"
        pending={pending}
        onConfirm={() => void replace()}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}

// /admin/replace-submission-image: find an entry, give it a new file.
export default function ReplaceSubmissionImage() {
  const [q, setQ] = useState('');
  const [entry, setEntry] = useState<EntryForReplace | null>(null);
  const [searching, setSearching] = useState(false);
  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearching(true);
    try {
      setEntry(await findEntry(q));
    } catch (error) {
      setEntry(null);
      failed('Entry not found', error);
    } finally {
      setSearching(false);
    }
  }
  return (
    <ErrorBoundary>
      <div className="replace">
        <form className="replace-search" onSubmit={search} role="search">
          <TextField
            name="q"
            label="Entry number or link"
            placeholder="e.g. 1234, or the photo page's link"
            hint="The photo page's address, or its image's address, works too."
            maxLength={500}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <button type="submit" className="btn btn-outline" disabled={!q.trim() || searching}>
            {searching ? 'Finding...' : 'Find Entry'}
          </button>
        </form>
        {entry && (
          <>
            <EntryCard entry={entry} />
            <Replace key={entry.id} entry={entry} onReplaced={setEntry} />
          </>
        )}
      </div>
    </ErrorBoundary>
  );
}
