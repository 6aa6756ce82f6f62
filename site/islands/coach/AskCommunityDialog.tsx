import '../challenges/dialog.css';
import './AskCommunityDialog.css';
import { type FormEvent, useId, useState } from 'react';
import { ASK_COST, type CritiqueAspect } from '../../../worker/domain/critiques';
import { serverMessage } from '../../lib/api-fetch';
import type { CoachFinding } from '../../lib/coach/types';
import type { CoachSubject } from '../../stores/coach';
import { askForCritique } from '../../stores/critiques';
import TextField from '../fields/TextField';
import Notice from '../shared/Notice';
import { useModalDialog } from '../shared/use-modal-dialog';
import AspectChoices from '../critique/AspectChoices';
import { IntentField, QuestionsField } from '../critique/AskTextFields';
import { counted } from '../critique/critique-text';
import { aspectsFrom, questionsFrom } from './ask-prefill';

type Props = { open: boolean; subject: CoachSubject; findings: CoachFinding[]; onClose: () => void };
type Errors = Partial<Record<'title' | 'intent' | 'aspects', string>>;

// The request's own rules (worker/contract/critiques.ts askFieldsSchema), checked here in the
// same words so the form needs no zod; the server still has the last say.
const INTENT_MIN = 10;
function problemsOf(title: string, intent: string, aspects: CritiqueAspect[]): Errors {
  return {
    title: title.trim() ? undefined : 'Give the photo a title',
    intent: intent.trim().length >= INTENT_MIN ? undefined : 'Say what you were going for, in a sentence or two',
    aspects: aspects.length > 0 ? undefined : 'Choose at least one aspect to hear about',
  };
}

// A photo critique request prefilled from the coach: the photo (the dropped file or the
// entry), its title, the flagged findings as questions and their aspects. What the member was
// going for is theirs to write.
export default function AskCommunityDialog({ open, subject, findings, onClose }: Props) {
  const ref = useModalDialog(open);
  const id = useId();
  const [title, setTitle] = useState(subject.title);
  const [intent, setIntent] = useState('');
  const [questions, setQuestions] = useState(() => questionsFrom(findings));
  const [aspects, setAspects] = useState(() => aspectsFrom(findings));
  const [isPublic, setIsPublic] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(title, intent, aspects);
    setErrors(found);
    const firstBad = (['title', 'intent', 'aspects'] as const).find((name) => found[name]);
    if (firstBad) return ref.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
    const form = new FormData();
    if (subject.submissionId !== null) form.append('submissionId', String(subject.submissionId));
    else if (subject.file) form.append('photo', subject.file);
    form.append('title', title.trim());
    form.append('intent', intent.trim());
    form.append('questions', questions.trim());
    for (const aspect of aspects) form.append('aspects', aspect);
    form.append('isPublic', String(isPublic));
    setPending(true);
    setFailure(null);
    try {
      const page = await askForCritique(form);
      location.assign(`/photo-critique?request=${page.request.id}`);
    } catch (error) {
      setFailure(serverMessage(error, 'Your request could not be sent. Please try again.'));
      setPending(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog ask-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
    >
      <form className="dialog__body form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>Ask the community</h2>
        <p>Members critique your photo on the Photo Critique page. The coach’s findings are filled in below: change anything.</p>
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          name="title"
          label="Title"
          value={title}
          maxLength={120}
          error={errors.title}
          disabled={pending}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <IntentField
          rows={3}
          value={intent}
          error={errors.intent}
          disabled={pending}
          onChange={(event) => setIntent(event.currentTarget.value)}
        />
        <QuestionsField
          rows={5}
          value={questions}
          disabled={pending}
          onChange={(event) => setQuestions(event.currentTarget.value)}
        />
        <AspectChoices chosen={aspects} error={errors.aspects} disabled={pending} onChange={setAspects} />
        <label className="ask-dialog__public">
          <input
            type="checkbox"
            checked={isPublic}
            disabled={pending}
            onChange={(event) => setIsPublic(event.currentTarget.checked)}
          />
          Public: anyone can read it and its critiques
        </label>
        <p className="ask-dialog__cost">Costs {counted(ASK_COST, 'credit')}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {pending && <span className="btn__spinner" aria-hidden="true" />}
            {pending ? 'Sending...' : 'Ask for critique'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
