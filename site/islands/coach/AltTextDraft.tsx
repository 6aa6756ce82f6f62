import './AltTextDraft.css';
import { useEffect, useState } from 'react';
import { answer, api } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-fetch';

// The submit page carries only this button's own code: making the copy and asking for the
// draft load when it is pressed; where narration is off, the status check is all it does.
const loadDraft = () => Promise.all([import('./jpeg-copy'), import('../../stores/coach')]);

// The vision model is sent this much of the photo: its draft needs no more, and the route
// takes at most 2 MB.
const DRAFT_LONG_SIDE = 1024;
const DRAFT_QUALITY = 0.8;

type Props = { photo: File | null; field: string; disabled: boolean };

// "Draft with AI" beside an alt text field, where the site has a vision model: the draft goes
// into the field (named `field`, in the same form) for the member to check and edit, and is
// saved only with the form.
export default function AltTextDraft({ photo, field, disabled }: Props) {
  const [on, setOn] = useState(false);
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<{ failed: boolean; text: string } | null>(null);
  useEffect(() => {
    answer(api.coach.status.$get()).then(
      (status) => setOn(status.narration),
      () => setOn(false),
    );
  }, []);
  if (!on || !photo) return null;

  async function draft(button: HTMLButtonElement) {
    const target = button.form?.elements.namedItem(field);
    if (!photo || !(target instanceof HTMLTextAreaElement)) return;
    setPending(true);
    try {
      const [{ jpegCopy }, { draftAltText }] = await loadDraft();
      const altText = await draftAltText(await jpegCopy(photo, DRAFT_LONG_SIDE, DRAFT_QUALITY));
      target.value = altText.slice(0, target.maxLength > 0 ? target.maxLength : undefined);
      target.focus();
      setNote({ failed: false, text: 'Drafted by AI — check it describes your photo' });
    } catch (error) {
      setNote({ failed: true, text: serverMessage(error, 'No draft this time. Please write it yourself or try again.') });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm alt-draft__button"
        disabled={disabled || pending}
        aria-busy={pending}
        onClick={(event) => draft(event.currentTarget)}
      >
        {pending && <span className="btn__spinner" aria-hidden="true" />}
        {pending ? 'Drafting...' : 'Draft with AI'}
      </button>
      {note && (
        <p className={note.failed ? 'field__error' : 'alt-draft__note'} role="status">
          {note.text}
        </p>
      )}
    </>
  );
}
