import './admin-form.css';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { WebinarDto } from '../../../worker/contract/webinars';
import { serverMessage } from '../../lib/api-fetch';
import { $webinarHosts, saveWebinar } from '../../stores/admin-webinars';
import { showToast } from '../../stores/toast';
import SelectField from '../fields/SelectField';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import SubmitButton from '../shared/SubmitButton';
import { useFieldErrors } from '../shared/use-field-errors';

type Fields = {
  title: string;
  description: string;
  hostId: string;
  // The admin's own wall-clock time, as a datetime-local input holds it.
  startsAt: string;
  durationMinutes: string;
  capacity: string;
  price: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

const EMPTY: Fields = {
  title: '',
  description: '',
  hostId: '',
  startsAt: '',
  durationMinutes: '60',
  capacity: '100',
  price: '0',
};

const fieldsOf = (w: WebinarDto): Fields => ({
  title: w.title,
  description: w.description,
  hostId: String(w.host.userId),
  startsAt: localInput(w.startsAt),
  durationMinutes: String(w.durationMinutes),
  capacity: String(w.capacity),
  price: (w.priceCents / 100).toFixed(2).replace(/\.00$/, ''),
});

const loadWebinars = () => import('../../../worker/contract/webinars');

type Props = { webinar: WebinarDto | null; onDone: () => void };

// Creating a webinar, or editing one (the parent remounts this form by key for each).
export default function WebinarForm({ webinar, onDone }: Props) {
  const id = useId();
  const hosts = useStore($webinarHosts).data ?? [];
  const [fields, setFields] = useState(() => (webinar ? fieldsOf(webinar) : EMPTY));
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadWebinars);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!webinar) return;
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, [webinar]);

  const edit = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const start = fields.startsAt ? new Date(fields.startsAt) : null;
    const input = await validate((contract) => contract.webinarInputSchema, {
      title: fields.title,
      description: fields.description,
      hostId: fields.hostId ? Number(fields.hostId) : undefined,
      startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : undefined,
      durationMinutes: number(fields.durationMinutes),
      capacity: number(fields.capacity),
      priceCents: Math.round(number(fields.price) * 100),
    });
    if (!input) return;
    setPending(true);
    try {
      const saved = await saveWebinar(webinar?.id ?? null, input);
      showToast({ title: webinar ? 'Webinar saved' : 'Webinar created', description: `“${saved.title}” is on /webinars.` });
      onDone();
    } catch (error) {
      showToast({
        title: 'Webinar not saved',
        description: serverMessage(error, 'Failed to save the webinar. Please try again.'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="card form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="card__title">
        {webinar ? `Edit “${webinar.title}”` : 'Create a webinar'}
      </h2>
      <TextField
        name="title"
        label="Title"
        maxLength={120}
        value={fields.title}
        error={errors.title}
        onChange={(e) => edit('title', e.currentTarget.value)}
      />
      <TextAreaField
        name="description"
        label="Description"
        rows={4}
        maxLength={4000}
        value={fields.description}
        error={errors.description}
        onChange={(e) => edit('description', e.currentTarget.value)}
      />
      <SelectField
        name="hostId"
        label="Host"
        value={fields.hostId}
        error={errors.hostId}
        hint="Admins, and approved mentors whose payouts are set up"
        onChange={(e) => edit('hostId', e.currentTarget.value)}
      >
        <option value="">Choose the host</option>
        {hosts.map((host) => (
          <option key={host.userId} value={host.userId}>
            {host.name} (@{host.username})
          </option>
        ))}
      </SelectField>
      <TextField
        name="startsAt"
        label="Starts (your time)"
        type="datetime-local"
        value={fields.startsAt}
        error={errors.startsAt}
        onChange={(e) => edit('startsAt', e.currentTarget.value)}
      />
      <div className="admin-form__row">
        <TextField
          name="durationMinutes"
          label="Length (minutes)"
          type="number"
          min={15}
          max={480}
          value={fields.durationMinutes}
          error={errors.durationMinutes}
          onChange={(e) => edit('durationMinutes', e.currentTarget.value)}
        />
        <TextField
          name="capacity"
          label="Seats"
          type="number"
          min={1}
          max={10000}
          value={fields.capacity}
          error={errors.capacity}
          onChange={(e) => edit('capacity', e.currentTarget.value)}
        />
      </div>
      <TextField
        name="priceCents"
        label="Price (USD, 0 for free)"
        type="number"
        min={0}
        step="0.01"
        value={fields.price}
        error={errors.priceCents}
        onChange={(e) => edit('price', e.currentTarget.value)}
      />
      <div className="admin-form__actions">
        {webinar && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        )}
        <SubmitButton
          pending={pending}
          label={webinar ? 'Save Webinar' : 'Create Webinar'}
          pendingLabel={webinar ? 'Saving...' : 'Creating...'}
        />
      </div>
    </form>
  );
}
