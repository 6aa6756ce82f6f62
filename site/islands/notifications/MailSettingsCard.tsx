import './MailSettingsCard.css';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { ChosenKind, MailChannel } from '../../../worker/contract/notification-kinds';
import type { MailSettings } from '../../../worker/contract/notifications';
import { serverMessage } from '../../lib/api-fetch';
import { $mailSettings, saveMailSettings } from '../../stores/mail-settings';
import { showToast } from '../../stores/toast';
import SelectField from '../fields/SelectField';
import SubmitButton from '../shared/SubmitButton';
import Spinner from '../shared/Spinner';

const CHANNEL_LABELS: Record<MailChannel, string> = {
  bell: 'In the bell only',
  mail: 'By mail at once',
  digest: 'In the daily digest',
};
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Choices = { channels: Record<string, MailChannel>; digestHour: number };
const choicesOf = (settings: MailSettings): Choices => ({
  channels: Object.fromEntries(settings.kinds.map((k) => [k.kind, k.channel])),
  digestHour: settings.digestHour,
});

function SettingsForm({ settings }: { settings: MailSettings }) {
  const [choices, setChoices] = useState(() => choicesOf(settings));
  const [pending, setPending] = useState(false);
  const saved = choicesOf(settings);
  const changed = settings.kinds
    .map((k) => k.kind)
    .filter((kind) => choices.channels[kind] !== saved.channels[kind]) as ChosenKind[];
  const hasChanges = changed.length > 0 || choices.digestHour !== saved.digestHour;
  const digestUsed = Object.values(choices.channels).includes('digest');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const channels = Object.fromEntries(changed.map((kind) => [kind, choices.channels[kind]]));
      setChoices(choicesOf(await saveMailSettings(channels, choices.digestHour)));
      showToast({ title: 'Notification settings saved', description: 'Your mail follows them from now on.' });
    } catch (error) {
      showToast({
        title: 'Could not save your settings',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="card form mail-settings" onSubmit={submit} aria-labelledby="mail-settings-title">
      <h2 className="card__title" id="mail-settings-title">
        Notification mail
      </h2>
      <p className="mail-settings__lead">
        Everything shows in the bell. Choose what else reaches your inbox. Account mail (verification, password resets, receipts
        and calendar invites) is always sent.
      </p>
      <ul className="mail-settings__kinds">
        {settings.kinds.map(({ kind, label }) => (
          <li key={kind} className="mail-settings__kind">
            <label htmlFor={`mail-${kind}`}>{label}</label>
            <select
              id={`mail-${kind}`}
              className="input select"
              value={choices.channels[kind]}
              disabled={pending}
              onChange={(e) => {
                const channel = e.currentTarget.value as MailChannel;
                setChoices((current) => ({ ...current, channels: { ...current.channels, [kind]: channel } }));
              }}
            >
              {(Object.keys(CHANNEL_LABELS) as MailChannel[]).map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_LABELS[channel]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <SelectField
        name="digestHour"
        label="Send my daily digest at"
        value={String(choices.digestHour)}
        disabled={pending}
        hint={
          digestUsed
            ? `Your time (${settings.timeZone ?? 'New York'}): one mail a day with what you have not seen.`
            : 'Nothing is in the digest yet: choose it for a kind above.'
        }
        onChange={(e) => {
          const digestHour = Number(e.currentTarget.value);
          setChoices((current) => ({ ...current, digestHour }));
        }}
      >
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hourLabel(hour)}
          </option>
        ))}
      </SelectField>
      <div className="mail-settings__actions">
        <SubmitButton pending={pending} disabled={!hasChanges} label="Save Notification Settings" pendingLabel="Saving..." />
      </div>
    </form>
  );
}

// On /profile, under the profile: the member's notification mail.
export default function MailSettingsCard() {
  const { data, error } = useStore($mailSettings);
  if (error) {
    return (
      <div className="card mail-settings" role="alert">
        <p>We couldn't load your notification settings.</p>
        <button type="button" className="btn btn-outline" onClick={() => $mailSettings.revalidate()}>
          Try Again
        </button>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading..." />;
  return <SettingsForm settings={data} />;
}
