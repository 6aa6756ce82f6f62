// The island twin of components/Spinner.astro (same markup, global CSS).
type Props = { label?: string; screen?: boolean };

export default function Spinner({ label, screen = false }: Props) {
  return (
    <div className={screen ? 'spinner spinner--screen' : 'spinner'} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading...</span>}
    </div>
  );
}
