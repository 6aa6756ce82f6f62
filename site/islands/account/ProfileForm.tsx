import './ProfileForm.css';
import { useEffect, useState, type FormEvent } from 'react';
import type { OwnProfile, ProfileUpdate } from '../../../worker/contract/users';
import { serverMessage } from '../../lib/api-fetch';
import { viewerZone } from '../../lib/dates';
import { updateProfile, uploadAvatar } from '../../stores/account';
import { showToast } from '../../stores/toast';
import AvatarPicker from './AvatarPicker';
import BioField from './BioField';
import SubmitButton from '../shared/SubmitButton';
import TextField from '../fields/TextField';
import TimeZoneSelect from '../fields/TimeZoneSelect';
import { avatarProblem } from './avatar-file';
import { useFieldErrors } from '../shared/use-field-errors';

type Fields = { firstName: string; lastName: string; bio: string; timeZone: string };

// A member with no time zone yet is shown their browser's.
const fieldsOf = (profile: OwnProfile): Fields => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  bio: profile.bio ?? '',
  timeZone: profile.timeZone ?? viewerZone(),
});

const loadUsers = () => import('../../../worker/contract/users');

export default function ProfileForm({ profile }: { profile: OwnProfile }) {
  const [fields, setFields] = useState(() => fieldsOf(profile));
  const [avatar, setAvatar] = useState<{ file: File; preview: string } | null>(null);
  const [avatarError, setAvatarError] = useState<string>();
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadUsers);

  useEffect(() => {
    if (avatar) return () => URL.revokeObjectURL(avatar.preview);
  }, [avatar]);

  // Only what changed is sent, so an untouched empty name is never "required".
  const saved = fieldsOf(profile);
  const changed = (Object.keys(fields) as (keyof Fields)[]).filter((key) => fields[key].trim() !== saved[key]);
  const changes = Object.fromEntries(changed.map((key) => [key, fields[key]])) as ProfileUpdate;
  const hasChanges = changed.length > 0;

  function edit(key: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  function pick(file: File) {
    const problem = avatarProblem(file);
    setAvatarError(problem ?? undefined);
    setAvatar(problem ? null : { file, preview: URL.createObjectURL(file) });
  }

  // A refused photo is dropped and the reason shown beside it, as well as in the toast.
  async function saveAvatar(file: File) {
    try {
      await uploadAvatar(file);
    } catch (error) {
      setAvatarError(serverMessage(error, 'Failed to upload your photo'));
      throw error;
    } finally {
      setAvatar(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const update = hasChanges ? await validate((users) => users.profileUpdateSchema, changes) : null;
    if (hasChanges && !update) return;
    setPending(true);
    try {
      // The photo first: it is the change most likely to be refused.
      if (avatar) await saveAvatar(avatar.file);
      if (update) setFields(fieldsOf(await updateProfile(update)));
      showToast({ title: 'Profile updated', description: 'Your changes are saved.' });
    } catch (error) {
      showToast({
        title: 'Profile update failed',
        description: serverMessage(error, 'Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="card form profile-form" onSubmit={submit}>
      <h2 className="card__title">Public profile</h2>
      <AvatarPicker
        src={avatar?.preview ?? profile.profileImageUrl ?? '/default-avatar.svg'}
        error={avatarError}
        disabled={pending}
        onPick={pick}
      />
      <div className="form__row">
        <TextField
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          value={fields.firstName}
          error={errors.firstName}
          onChange={(e) => edit('firstName', e.currentTarget.value)}
        />
        <TextField
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          value={fields.lastName}
          error={errors.lastName}
          onChange={(e) => edit('lastName', e.currentTarget.value)}
        />
      </div>
      <BioField value={fields.bio} error={errors.bio} onChange={(value) => edit('bio', value)} />
      <TimeZoneSelect
        value={fields.timeZone}
        error={errors.timeZone}
        hint="Not shown on your profile: times we send you follow it."
        onChange={(zone) => edit('timeZone', zone)}
      />
      <div className="profile-form__actions">
        <SubmitButton pending={pending} disabled={!hasChanges && !avatar} label="Save Changes" pendingLabel="Saving..." />
      </div>
    </form>
  );
}
