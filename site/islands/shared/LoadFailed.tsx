import './LoadFailed.css';
type Props = { what: string };

// A list that could not load says so and offers the simplest way to try again.
export default function LoadFailed({ what }: Props) {
  return (
    <div className="notice notice--error load-failed" role="alert">
      <span className="notice__icon" aria-hidden="true">
        !
      </span>
      <p>
        Couldn't load {what}.{' '}
        <button type="button" className="link-button" onClick={() => location.reload()}>
          Try again
        </button>
      </p>
    </div>
  );
}
