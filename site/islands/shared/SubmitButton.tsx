import { useHydrated } from './use-hydrated';

type Props = { pending: boolean; label: string; pendingLabel: string; disabled?: boolean };

// The form's main action; while its request runs it shows the pending wording and
// cannot be pressed twice.
export default function SubmitButton({ pending, label, pendingLabel, disabled = false }: Props) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg btn-block"
      disabled={pending || disabled || !hydrated}
      aria-busy={pending}
    >
      {pending && <span className="btn__spinner" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
