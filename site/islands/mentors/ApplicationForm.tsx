import './ApplicationForm.css';
import { type FormEvent, useEffect, useState } from 'react';
import type { MentorApplication, MyMentorProfile } from '../../../worker/contract/mentors';
import { CATEGORIES } from '../../../worker/domain/categories';
import type { SessionOffer } from '../../../worker/domain/mentoring';
import { serverMessage } from '../../lib/api-fetch';
import { uploadAvatar } from '../../stores/account';
import { saveApplication } from '../../stores/mentors';
import { showToast } from '../../stores/toast';
import AvatarPicker from '../account/AvatarPicker';
import { avatarProblem } from '../account/avatar-file';
import SubmitButton from '../shared/SubmitButton';
import { useFieldErrors } from '../shared/use-field-errors';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import ChoiceChips from './ChoiceChips';
import SessionOffersField from './SessionOffersField';
import { viewerZone } from '../../lib/dates';
import TimeZoneSelect from '../fields/TimeZoneSelect';

type Draft = {
  headline: string;
  bio: string;
  specialties: string[];
  yearsExperience: string;
  portfolioLinks: string;
  hourlyRate: string;
  sessionOffers: SessionOffer[];
  timeZone: string;
  languages: string;
};

const draftOf = (profile: MyMentorProfile | null): Draft => ({
  headline: profile?.headline ?? '',
  bio: profile?.bio ?? '',
  specialties: profile?.specialties ?? [],
  yearsExperience: profile ? String(profile.yearsExperience) : '',
  portfolioLinks: profile?.portfolioLinks.join('\n') ?? '',
  hourlyRate: profile ? (profile.hourlyRateCents / 100).toFixed(2).replace(/\.00$/, '') : '',
  sessionOffers: profile?.sessionOffers ?? [{ type: 'one_on_one', durations: [30, 60] }],
  timeZone: profile?.timeZone ?? viewerZone(),
  languages: profile?.languages.join(', ') ?? 'English',
});

// What the form sends; blanks and words where numbers go become what the schema refuses.
const applicationOf = (draft: Draft) => ({
  headline: draft.headline,
  bio: draft.bio,
  specialties: draft.specialties,
  yearsExperience: draft.yearsExperience.trim() === '' ? Number.NaN : Number(draft.yearsExperience),
  portfolioLinks: draft.portfolioLinks
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  hourlyRateCents: Math.round((Number(draft.hourlyRate) || 0) * 100),
  sessionOffers: draft.sessionOffers,
  timeZone: draft.timeZone,
  languages: draft.languages
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean),
});

const loadMentors = () => import('../../../worker/contract/mentors');

const SUBMIT_LABEL: Record<string, string> = {
  none: 'Submit Application',
  pending: 'Update Application',
  rejected: 'Submit Again',
  approved: 'Save Changes',
};

type Props = { profile: MyMentorProfile | null; avatarUrl: string | null };

export default function ApplicationForm({ profile, avatarUrl }: Props) {
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [avatar, setAvatar] = useState<{ file: File; preview: string } | null>(null);
  const [avatarError, setAvatarError] = useState<string>();
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadMentors);

  useEffect(() => {
    if (avatar) return () => URL.revokeObjectURL(avatar.preview);
  }, [avatar]);

  const edit = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function pick(file: File) {
    const problem = avatarProblem(file);
    setAvatarError(problem ?? undefined);
    setAvatar(problem ? null : { file, preview: URL.createObjectURL(file) });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const application: MentorApplication | null = await validate((m) => m.mentorApplicationSchema, applicationOf(draft));
    if (!application) return;
    setPending(true);
    try {
      if (avatar) {
        await uploadAvatar(avatar.file).catch((error: unknown) => {
          setAvatarError(serverMessage(error, 'Failed to upload your photo'));
          throw error;
        });
        setAvatar(null);
      }
      const saved = await saveApplication(application);
      setDraft(draftOf(saved));
      showToast(
        profile
          ? { title: 'Mentor profile saved', description: 'Your changes are saved.' }
          : { title: 'Application sent', description: 'We will review it and email you within a few days.' },
      );
    } catch (error) {
      showToast({
        title: 'Could not save your mentor profile',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  const rateCents = Math.round((Number(draft.hourlyRate) || 0) * 100);
  return (
    <form {...formProps} className="card form mentor-form" onSubmit={submit}>
      <h2 className="card__title">{profile?.profileStatus === 'approved' ? 'Your mentor profile' : 'Your application'}</h2>
      <AvatarPicker
        src={avatar?.preview ?? avatarUrl ?? '/default-avatar.svg'}
        error={avatarError}
        disabled={pending}
        onPick={pick}
      />
      <TextField
        name="headline"
        label="Headline"
        placeholder="Portrait photographer and teacher"
        value={draft.headline}
        error={errors.headline}
        onChange={(e) => edit('headline', e.currentTarget.value)}
      />
      <TextAreaField
        name="bio"
        label="About you"
        rows={6}
        hint="What you shoot, who you have taught, and what a session with you is like (at least 50 characters)."
        value={draft.bio}
        error={errors.bio}
        onChange={(e) => edit('bio', e.currentTarget.value)}
      />
      <ChoiceChips
        legend="Specialties (up to five)"
        name="specialties"
        options={CATEGORIES}
        chosen={draft.specialties}
        label={(category) => `${category[0]?.toUpperCase()}${category.slice(1)}`}
        error={errors.specialties}
        onChange={(chosen) => edit('specialties', chosen)}
      />
      <div className="form__row">
        <TextField
          name="yearsExperience"
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={70}
          hint="Behind the camera, paid or taught."
          value={draft.yearsExperience}
          error={errors.yearsExperience}
          onChange={(e) => edit('yearsExperience', e.currentTarget.value)}
        />
        <TextField
          name="hourlyRate"
          label="Hourly rate (USD)"
          type="number"
          inputMode="decimal"
          min={15}
          step="0.01"
          hint="At least $15. Each session costs your rate × its minutes / 60."
          value={draft.hourlyRate}
          error={errors.hourlyRateCents}
          onChange={(e) => edit('hourlyRate', e.currentTarget.value)}
        />
      </div>
      <SessionOffersField
        offers={draft.sessionOffers}
        rateCents={rateCents}
        error={errors.sessionOffers}
        onChange={(offers) => edit('sessionOffers', offers)}
      />
      <div className="form__row">
        <TimeZoneSelect value={draft.timeZone} error={errors.timeZone} onChange={(zone) => edit('timeZone', zone)} />
        <TextField
          name="languages"
          label="Languages"
          hint="Separated by commas."
          value={draft.languages}
          error={errors.languages}
          onChange={(e) => edit('languages', e.currentTarget.value)}
        />
      </div>
      <TextAreaField
        name="portfolioLinks"
        label="Portfolio links"
        rows={3}
        hint="One web address per line, up to five."
        placeholder="https://"
        value={draft.portfolioLinks}
        error={errors.portfolioLinks}
        onChange={(e) => edit('portfolioLinks', e.currentTarget.value)}
      />
      <div className="mentor-form__actions">
        <SubmitButton
          pending={pending}
          label={SUBMIT_LABEL[profile?.profileStatus ?? 'none'] ?? 'Save'}
          pendingLabel="Saving..."
        />
      </div>
    </form>
  );
}
