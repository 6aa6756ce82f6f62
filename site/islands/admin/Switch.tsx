import './Switch.css';
type Props = { checked: boolean; label: string; onChange: (checked: boolean) => void; disabled?: boolean; form?: string };

// A checkbox announced as a switch: what it controls takes effect as 'on' or 'off'.
export default function Switch({ checked, label, onChange, disabled, form }: Props) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        form={form}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="switch__track" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      <span className="switch__state" aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </span>
    </label>
  );
}
