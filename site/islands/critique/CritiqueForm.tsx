import './CritiqueForm.css';
import { type FormEvent, useEffect, useState } from 'react';
import type { RequestPage } from '../../../worker/contract/critiques';
import {
  ASPECT_LABELS,
  type AspectNote,
  type CritiquePin,
  critiqueLength,
  MAX_PIN_NOTE_CHARS,
  MAX_PINS,
  MIN_CRITIQUE_CHARS,
  substanceProblem,
} from '../../../worker/domain/critiques';
import { serverMessage } from '../../lib/api-fetch';
import { giveCritique } from '../../stores/critiques';
import { showToast } from '../../stores/toast';
import SubmitButton from '../shared/SubmitButton';
import { useHydrated } from '../shared/use-hydrated';
import AspectNoteFields, { BLANK_NOTE, type NoteDraft } from './AspectNoteFields';
import PinBoard from './PinBoard';

type Focus = { index: number; what: 'note' | 'pin' };

// The critique: for each aspect asked about a rating and three notes (an aspect left blank is
// left out), and notes pinned to spots on the photo. The substance rule is the domain's own,
// checked before sending.
export default function CritiqueForm({ page }: { page: RequestPage }) {
  const { request } = page;
  const hydrated = useHydrated();
  const [drafts, setDrafts] = useState<Partial<Record<string, NoteDraft>>>({});
  const [pins, setPins] = useState<CritiquePin[]>([]);
  // What stopped the last send, shown until it is put right (not rewritten at every keystroke:
  // it is announced).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focus, setFocus] = useState<Focus | null>(null);

  useEffect(() => {
    if (!focus) return;
    const id = focus.what === 'pin' ? `draft-pin-${focus.index + 1}` : `draft-pin-note-${focus.index + 1}`;
    document.getElementById(id)?.focus();
    setFocus(null);
  }, [focus]);

  const draftOf = (aspect: string) => drafts[aspect] ?? BLANK_NOTE;
  const written = (d: NoteDraft) => d.rating > 0 || Boolean(d.works.trim() || d.improve.trim() || d.next.trim());
  const touched = request.aspects.filter((aspect) => written(draftOf(aspect)));
  const notes: AspectNote[] = touched.map((aspect) => ({ aspect, ...draftOf(aspect) }));
  const length = critiqueLength(notes, pins);

  function problem(): string | null {
    if (touched.length === 0) return 'Critique at least one of the aspects asked about';
    const unrated = touched.find((aspect) => draftOf(aspect).rating === 0);
    if (unrated) return `Rate “${ASPECT_LABELS[unrated]}” from 1 to 5`;
    if (pins.some((pin) => !pin.note.trim())) return 'Write a note for each pin, or remove it';
    return substanceProblem(notes, pins);
  }
  const shown = refusal && problem() ? refusal : null;

  function addPin(x: number, y: number, then: Focus['what']) {
    if (pins.length >= MAX_PINS) return;
    setPins([...pins, { x, y, note: '' }]);
    setFocus({ index: pins.length, what: then });
  }
  const movePin = (index: number, x: number, y: number) => setPins(pins.map((pin, i) => (i === index ? { ...pin, x, y } : pin)));
  const notePin = (index: number, note: string) => setPins(pins.map((pin, i) => (i === index ? { ...pin, note } : pin)));
  const removePin = (index: number) => setPins(pins.filter((_, i) => i !== index));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problem();
    setRefusal(found);
    if (found) return;
    setPending(true);
    try {
      await giveCritique(request.id, { notes, pins: pins.map((pin) => ({ ...pin, note: pin.note.trim() })) });
      showToast({
        title: 'Critique sent',
        description: `Thanks for helping ${request.requester.name}: a helpful rating from them earns you a credit.`,
      });
    } catch (failure) {
      showToast({
        title: 'Could not send your critique',
        description: serverMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  const disabled = !hydrated || pending;
  const full = pins.length >= MAX_PINS;
  return (
    <form className="critique-form" onSubmit={submit} noValidate aria-labelledby="critique-form-title">
      <h3 id="critique-form-title">Your critique</h3>
      <p className="critique-form__lead">
        Be specific and kind. Rate the aspects {request.requester.name} asked about, say what works and what to improve: at least{' '}
        {MIN_CRITIQUE_CHARS} characters in all.
      </p>
      {request.aspects.map((aspect) => (
        <AspectNoteFields
          key={aspect}
          aspect={aspect}
          note={draftOf(aspect)}
          disabled={disabled}
          onChange={(note) => setDrafts({ ...drafts, [aspect]: note })}
        />
      ))}
      <fieldset className="critique-form__pins">
        <legend>Pins on the photo</legend>
        <p className="field__hint">
          Click the photo to pin a note to a spot (up to {MAX_PINS}). With a keyboard, add a pin at the centre and move it with
          the arrow keys.
        </p>
        <PinBoard
          photo={request.photo}
          alt={`${request.title}: click to add a pin`}
          pins={pins}
          onAdd={disabled || full ? null : (x, y) => addPin(x, y, 'note')}
          onMove={movePin}
          onRemove={removePin}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={disabled || full}
          onClick={() => addPin(0.5, 0.5, 'pin')}
        >
          Add a pin at the centre
        </button>
        {pins.length > 0 && (
          <ol className="critique-form__pin-notes">
            {pins.map((pin, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a pin is its place in the list: its number.
              <li key={i}>
                <span className="pin-number" aria-hidden="true">
                  {i + 1}
                </span>
                <label className="sr-only" htmlFor={`draft-pin-note-${i + 1}`}>
                  Note for pin {i + 1}
                </label>
                <input
                  id={`draft-pin-note-${i + 1}`}
                  className="input"
                  value={pin.note}
                  maxLength={MAX_PIN_NOTE_CHARS}
                  placeholder="What about this spot?"
                  disabled={disabled}
                  onChange={(event) => notePin(i, event.currentTarget.value)}
                />
                <button type="button" className="btn btn-ghost btn-sm" disabled={disabled} onClick={() => removePin(i)}>
                  Remove<span className="sr-only"> pin {i + 1}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </fieldset>
      <div className="critique-form__send">
        <p className={`critique-form__count${length >= MIN_CRITIQUE_CHARS ? ' critique-form__count--enough' : ''}`}>
          {length} / {MIN_CRITIQUE_CHARS} characters
        </p>
        {shown && (
          <p className="field__error" role="alert">
            {shown}
          </p>
        )}
        <SubmitButton pending={pending} label="Send critique" pendingLabel="Sending..." />
      </div>
    </form>
  );
}
