import './admin-form.css';
import './ReplaceImages.css';
import { type FormEvent, useEffect, useState } from 'react';
import type { UploadChallenge } from '../../../worker/contract/admin-data-recovery';
import type { MemberRow } from '../../../worker/contract/admin-users';
import { serverMessage } from '../../lib/api-fetch';
import { shortDate } from '../../lib/dates';
import { uploadChallenges, uploadForMember } from '../../stores/admin-data-recovery';
import { DEFAULT_MEMBER_LIST, memberPage } from '../../stores/admin-users';
import { showToast } from '../../stores/toast';
import SelectField from '../fields/SelectField';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import ReplaceImagesFile from './ReplaceImagesFile';

const failed = (title: string, error: unknown) =>
  showToast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// Finding the member with the members list's own search.
function MemberSearch({ onPick }: { onPick: (member: MemberRow) => void }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<MemberRow[] | null>(null);
  const [searching, setSearching] = useState(false);
  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearching(true);
    try {
      setFound((await memberPage({ ...DEFAULT_MEMBER_LIST, q })).members.slice(0, 10));
    } catch (error) {
      failed('Search failed', error);
    } finally {
      setSearching(false);
    }
  }
  return (
    <div className="card manual-step">
      <h2 className="card__title">1. The member</h2>
      <form className="replace-search" onSubmit={search} role="search">
        <TextField
          name="q"
          label="Name, username or email"
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-outline" disabled={!q.trim() || searching}>
          {searching ? 'Finding...' : 'Find Member'}
        </button>
      </form>
      {found && found.length === 0 && <p className="replace-entry__note">No member matches.</p>}
      {found && found.length > 0 && (
        <ul className="manual-members">
          {found.map((member) => (
            <li key={member.id}>
              <button type="button" className="btn btn-ghost btn-sm manual-member" onClick={() => onPick(member)}>
                <strong>{member.username}</strong>
                <span className="replace-entry__note">
                  {[member.name, member.email, member.state === 'active' ? null : member.state].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const EMPTY = { challengeId: '', title: '', description: '', altText: '', note: '' };

function EntryForm({ member, challenges, onDone }: { member: MemberRow; challenges: UploadChallenge[]; onDone: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const edit = (name: keyof typeof EMPTY, value: string) => setFields((now) => ({ ...now, [name]: value }));
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!photo) return;
    setPending(true);
    try {
      const done = await uploadForMember(member.id, { ...fields, challengeId: Number(fields.challengeId), photo });
      showToast({ title: 'Entry uploaded', description: done.message });
      setFields(EMPTY);
      setPhoto(null);
      onDone();
    } catch (error) {
      failed('Not uploaded', error);
    } finally {
      setPending(false);
    }
  }
  return (
    <form className="card form manual-step" onSubmit={submit}>
      <h2 className="card__title">2. The entry, as {member.username}'s own</h2>
      <p className="replace-entry__note">
        The same rules as their own upload: the challenge must be open for entries, its limit per member holds, and the file is
        checked and cleaned. The audit log names you.
      </p>
      <SelectField
        name="challengeId"
        label="Challenge"
        value={fields.challengeId}
        onChange={(e) => edit('challengeId', e.currentTarget.value)}
      >
        <option value="">Choose a challenge</option>
        {challenges.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
            {c.community ? ' (community)' : ''} · {c.status === 'upcoming' ? 'opens soon' : `closes ${shortDate(c.endDate)}`}
            {c.submissionLimit !== null ? ` · ${c.submissionLimit} per member` : ''}
          </option>
        ))}
      </SelectField>
      <ReplaceImagesFile name="photo" label="Photo (JPEG, PNG or WebP, up to 15 MB)" file={photo} onFile={setPhoto} />
      <TextField
        name="title"
        label="Title"
        maxLength={100}
        value={fields.title}
        onChange={(e) => edit('title', e.currentTarget.value)}
      />
      <TextAreaField
        name="description"
        label="Description (optional)"
        rows={3}
        maxLength={1000}
        value={fields.description}
        onChange={(e) => edit('description', e.currentTarget.value)}
      />
      <TextField
        name="altText"
        label="Alt text"
        hint="What the photo shows, for people who cannot see it."
        maxLength={300}
        value={fields.altText}
        onChange={(e) => edit('altText', e.currentTarget.value)}
      />
      <TextField
        name="note"
        label="How it came (optional)"
        hint="Kept in the audit log, e.g. 'Sent by email on May 3'."
        maxLength={300}
        value={fields.note}
        onChange={(e) => edit('note', e.currentTarget.value)}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!photo || !fields.challengeId || !fields.title.trim() || pending}
      >
        {pending ? 'Uploading...' : 'Upload Entry'}
      </button>
    </form>
  );
}

// /admin/manual-upload: an entry that came by mail, entered as the member's own.
export default function ManualUpload() {
  const [member, setMember] = useState<MemberRow | null>(null);
  const [challenges, setChallenges] = useState<UploadChallenge[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    uploadChallenges().then(setChallenges, () => setLoadFailed(true));
  }, []);
  if (loadFailed) return <LoadFailed what="the open challenges" />;
  if (!challenges) return <Spinner label="Loading open challenges..." />;
  return (
    <ErrorBoundary>
      <div className="replace">
        {member ? (
          <div className="card manual-step manual-chosen">
            <p>
              Uploading for <a href={`/admin/users/${member.id}`}>{member.username}</a>
            </p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMember(null)}>
              Choose someone else
            </button>
          </div>
        ) : (
          <MemberSearch onPick={setMember} />
        )}
        {member &&
          (challenges.length === 0 ? (
            <p className="card manual-step">No challenge is open for entries right now.</p>
          ) : (
            <EntryForm member={member} challenges={challenges} onDone={() => setMember(null)} />
          ))}
      </div>
    </ErrorBoundary>
  );
}
