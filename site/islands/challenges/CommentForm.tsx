import './CommentForm.css';
import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { preload } from '../../lib/load-on-use';
import { useHydrated } from '../shared/use-hydrated';

type Props = {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
};

const loadSubmissions = () => import('../../../worker/contract/submissions');

// Writing or editing a comment: checked with the server's own schema, the server's message
// shown when it refuses.
export default function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel }: Props) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const parsed = (await loadSubmissions()).commentInputSchema.safeParse({ body });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write a comment first');
      setError(null);
      await onSubmit(parsed.data.body);
      if (!initial) setBody('');
    } catch (err) {
      setError(serverMessage(err, "Your comment wasn't saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea comment-form__input"
        value={body}
        readOnly={!hydrated}
        maxLength={2000}
        onChange={(event) => setBody(event.currentTarget.value)}
        onFocus={() => preload(loadSubmissions)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="comment-form__actions">
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending} aria-busy={pending}>
          {pending && <span className="btn__spinner" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
