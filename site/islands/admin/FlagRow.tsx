import './FlagRow.css';
import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { preload } from '../../lib/load-on-use';
import type { AdminFlagDto } from '../../../worker/contract/admin';
import { saveFlag } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import Switch from './Switch';
import { flagEffect, parseAllowlist } from './flag-effect';

type Draft = { enabled: boolean; rolloutPercentage: number; allowlist: string; description: string };

const draftOf = (flag: AdminFlagDto): Draft => ({
  enabled: flag.enabled,
  rolloutPercentage: flag.rolloutPercentage,
  allowlist: flag.allowlist.join(', '),
  description: flag.description,
});

const updatedLabel = (iso: string) =>
  iso ? `Updated ${new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })}` : 'Not saved yet';

// One flag, edited in place and saved on its own; the server's answer becomes the new
// starting point.
const loadFlags = () => import('../../../worker/contract/feature-flags');

export default function FlagRow({ flag }: { flag: AdminFlagDto }) {
  const id = useId();
  const formId = `${id}-form`;
  const [draft, setDraft] = useState(() => draftOf(flag));
  const [allowlistError, setAllowlistError] = useState<string>();
  const [pending, setPending] = useState(false);
  const saved = draftOf(flag);
  const dirty = (Object.keys(draft) as (keyof Draft)[]).some((key) => draft[key] !== saved[key]);
  const allowlist = parseAllowlist(draft.allowlist);

  function edit<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'allowlist') setAllowlistError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowlist) return setAllowlistError('List user ids as whole numbers, separated by commas.');
    setPending(true);
    try {
      const update = (await loadFlags()).flagUpdateSchema.safeParse({ ...draft, allowlist });
      if (!update.success) return setAllowlistError(update.error.issues[0]?.message);
      const result = await saveFlag(flag.name, update.data);
      setDraft(draftOf(result));
      showToast({ title: 'Flag saved', description: `${result.name}: ${flagEffect(result)}` });
    } catch (error) {
      showToast({
        title: 'Flag not saved',
        description: serverMessage(error, 'Failed to save the flag. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <tr className="flag-row" onFocus={() => preload(loadFlags)}>
      <th scope="row" className="flag-row__flag">
        <code className="flag-row__name">{flag.name}</code>
        <span className="flag-row__updated">{updatedLabel(flag.updatedAt)}</span>
      </th>
      <td data-label="Description">
        <label className="sr-only" htmlFor={`${id}-description`}>
          Description of {flag.name}
        </label>
        <textarea
          id={`${id}-description`}
          className="input input--compact flag-row__description"
          form={formId}
          rows={3}
          value={draft.description}
          maxLength={500}
          placeholder="What this flag turns on"
          onChange={(event) => edit('description', event.currentTarget.value)}
        />
      </td>
      <td data-label="On for everyone">
        <Switch
          form={formId}
          checked={draft.enabled}
          label={`${flag.name} on for everyone`}
          onChange={(checked) => edit('enabled', checked)}
        />
      </td>
      <td data-label="Rollout">
        {/* Dimmed, not disabled: the share still applies once the flag is no longer on for everyone. */}
        <div className={draft.enabled ? 'rollout rollout--moot' : 'rollout'}>
          <input
            type="range"
            form={formId}
            min={0}
            max={100}
            step={5}
            value={draft.rolloutPercentage}
            aria-label={`${flag.name} rollout percentage`}
            onChange={(event) => edit('rolloutPercentage', Number(event.currentTarget.value))}
          />
          <input
            type="number"
            className="input input--compact rollout__number"
            form={formId}
            min={0}
            max={100}
            value={draft.rolloutPercentage}
            aria-label={`${flag.name} rollout percentage, exact`}
            onChange={(event) =>
              edit('rolloutPercentage', Math.min(100, Math.max(0, Math.round(Number(event.currentTarget.value) || 0))))
            }
          />
          <span aria-hidden="true">%</span>
        </div>
      </td>
      <td data-label="Allowlist">
        <label className="sr-only" htmlFor={`${id}-allowlist`}>
          {flag.name} allowlist (user ids)
        </label>
        <input
          id={`${id}-allowlist`}
          className="input input--compact"
          form={formId}
          inputMode="numeric"
          value={draft.allowlist}
          placeholder="e.g. 12, 48"
          aria-invalid={allowlistError ? true : undefined}
          aria-describedby={allowlistError ? `${id}-allowlist-error` : undefined}
          onChange={(event) => edit('allowlist', event.currentTarget.value)}
        />
        {allowlistError && (
          <p id={`${id}-allowlist-error`} className="field__error">
            {allowlistError}
          </p>
        )}
      </td>
      <td className="flag-row__save">
        <p className="flag-row__effect" aria-live="polite">
          {allowlist ? flagEffect({ ...draft, allowlist }) : 'Fix the allowlist to see who gets it.'}
        </p>
        <form id={formId} onSubmit={submit} noValidate>
          <button type="submit" className="btn btn-primary btn-sm" disabled={!dirty || pending} aria-busy={pending}>
            {pending && <span className="btn__spinner" aria-hidden="true" />}
            {pending ? 'Saving...' : 'Save'}
            <span className="sr-only"> {flag.name}</span>
          </button>
        </form>
      </td>
    </tr>
  );
}
