import './AskForm.css';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { OwnPhoto } from '../../../worker/contract/critiques';
import { ASK_COST, type CritiqueAspect, HELPFUL_FROM } from '../../../worker/domain/critiques';
import { serverMessage } from '../../lib/api-fetch';
import { $credits, $ownPhotos, askForCritique } from '../../stores/critiques';
import { showToast } from '../../stores/toast';
import { photoProblem } from '../challenges/photo-file';
import PhotoPicker from '../challenges/PhotoPicker';
import TextField from '../fields/TextField';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import SubmitButton from '../shared/SubmitButton';
import { useFieldErrors } from '../shared/use-field-errors';
import { useHydrated } from '../shared/use-hydrated';
import AspectChoices from './AspectChoices';
import { IntentField, QuestionsField } from './AskTextFields';
import { counted } from './critique-text';
import type { CritiqueView } from './critique-view';
import OwnPhotoPicker from './OwnPhotoPicker';
import ViewLink from './ViewLink';

// The contract's own checks, loaded when the form is first used (zod is not on the page).
const loadContract = () => import('../../../worker/contract/critiques');

type Source = 'entry' | 'upload';
type Props = { onAsked: (requestId: number) => void; onGo: (view: CritiqueView) => void };

function NoCredits({ onGo }: { onGo: (view: CritiqueView) => void }) {
  return (
    <EmptyState
      title="You're out of credits"
      action={
        <ViewLink className="btn btn-primary empty-state__action" to={{ tab: 'give' }} onGo={onGo}>
          Critique a photo
        </ViewLink>
      }
    >
      Asking costs {counted(ASK_COST, 'credit')}. Critique other members' photos: each critique its photographer rates{' '}
      {HELPFUL_FROM} or 5 for helpfulness earns you one.
    </EmptyState>
  );
}

function Form({ balance, onAsked }: { balance: number | null; onAsked: Props['onAsked'] }) {
  const hydrated = useHydrated();
  const photos = useStore($ownPhotos);
  const [chosenSource, setSource] = useState<Source | null>(null);
  const [entry, setEntry] = useState<OwnPhoto | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [title, setTitle] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [intent, setIntent] = useState('');
  const [questions, setQuestions] = useState('');
  const [aspects, setAspects] = useState<CritiqueAspect[]>(['general']);
  const [isPublic, setIsPublic] = useState(true);
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadContract);
  // Until the member chooses, their entries are offered first when they have any.
  const source: Source = chosenSource ?? (photos.data?.length === 0 ? 'upload' : 'entry');

  function pickEntry(photo: OwnPhoto) {
    setEntry(photo);
    setPhotoError(undefined);
    if (!titleEdited) setTitle(photo.title);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = source === 'entry' ? (entry ? null : 'Pick one of your photos') : photoProblem(file);
    setPhotoError(missing ?? undefined);
    const fields = await validate((contract) => contract.askFieldsSchema, {
      submissionId: source === 'entry' ? entry?.submissionId : undefined,
      title,
      intent,
      questions,
      aspects,
      isPublic: String(isPublic),
    });
    if (!fields || missing) return;
    const form = new FormData();
    if (source === 'entry' && entry) form.append('submissionId', String(entry.submissionId));
    if (source === 'upload' && file) form.append('photo', file);
    form.append('title', fields.title);
    form.append('intent', fields.intent);
    form.append('questions', fields.questions);
    for (const aspect of fields.aspects) form.append('aspects', aspect);
    form.append('isPublic', fields.isPublic);
    setPending(true);
    try {
      const page = await askForCritique(form);
      showToast({ title: 'Your photo is up for critique', description: 'Members will see it in their queue now.' });
      onAsked(page.request.id);
    } catch (problem) {
      showToast({
        title: 'Could not ask for a critique',
        description: serverMessage(problem, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  const disabled = !hydrated || pending;
  return (
    <form className="ask-form" onSubmit={submit} {...formProps}>
      <div className="ask-form__photo">
        <fieldset className="ask-form__source">
          <legend className="sr-only">Which photo</legend>
          {(['entry', 'upload'] as const).map((choice) => (
            <label key={choice} className="ask-form__source-choice">
              <input
                type="radio"
                name="source"
                checked={source === choice}
                disabled={disabled}
                onChange={() => {
                  setSource(choice);
                  setPhotoError(undefined);
                }}
              />
              {choice === 'entry' ? 'One of my entries' : 'Upload a new photo'}
            </label>
          ))}
        </fieldset>
        {source === 'upload' ? (
          <PhotoPicker
            file={file}
            error={photoError}
            disabled={disabled}
            onPick={(picked) => {
              setFile(picked);
              setPhotoError(photoProblem(picked) ?? undefined);
            }}
          />
        ) : photos.data ? (
          photos.data.length > 0 ? (
            <OwnPhotoPicker
              photos={photos.data}
              picked={entry?.submissionId ?? null}
              error={photoError}
              disabled={disabled}
              onPick={pickEntry}
            />
          ) : (
            <EmptyState compact>You have no entries yet: upload a photo instead.</EmptyState>
          )
        ) : photos.error ? (
          <LoadFailed what="your photos" />
        ) : (
          <Spinner label="Loading your photos..." />
        )}
      </div>
      <div className="ask-form__fields">
        <TextField
          name="title"
          label="Title"
          value={title}
          maxLength={120}
          error={errors.title}
          disabled={disabled}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleEdited(true);
          }}
        />
        <IntentField
          value={intent}
          error={errors.intent}
          disabled={disabled}
          onChange={(event) => setIntent(event.currentTarget.value)}
        />
        <QuestionsField
          hint="Optional: anything you are unsure of (“Is the horizon too central?”)."
          rows={3}
          value={questions}
          error={errors.questions}
          disabled={disabled}
          onChange={(event) => setQuestions(event.currentTarget.value)}
        />
        <AspectChoices chosen={aspects} error={errors.aspects} disabled={disabled} onChange={setAspects} />
        <fieldset className="ask-form__visibility">
          <legend className="field__label">Who can see it?</legend>
          <label>
            <input type="radio" name="isPublic" checked={isPublic} disabled={disabled} onChange={() => setIsPublic(true)} />
            <span>
              <strong>Public</strong>: anyone can read it and its critiques
            </span>
          </label>
          <label>
            <input type="radio" name="isPublic" checked={!isPublic} disabled={disabled} onChange={() => setIsPublic(false)} />
            <span>
              <strong>Members only</strong>: only signed-in members see it
            </span>
          </label>
        </fieldset>
        <p className="ask-form__cost">
          Costs {counted(ASK_COST, 'credit')}
          {balance !== null && ` · you have ${balance}`}
        </p>
        <SubmitButton pending={pending} label="Ask for critique" pendingLabel="Asking..." />
      </div>
    </form>
  );
}

// The ask: which photo, what the photographer was going for and wants to hear, and the cost.
export default function AskForm({ onAsked, onGo }: Props) {
  const credits = useStore($credits);
  if (credits.data && credits.data.balance < ASK_COST) return <NoCredits onGo={onGo} />;
  return <Form balance={credits.data?.balance ?? null} onAsked={onAsked} />;
}
