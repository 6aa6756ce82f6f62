import { useId, useState, type InputHTMLAttributes } from 'react';
import TextField from '../fields/TextField';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
};

// A password input with a show/hide toggle; the toggle keeps a fixed name and
// reports its state with aria-pressed, so screen readers hear "Show password, pressed".
export default function PasswordField(props: Props) {
  const id = `${useId()}-${props.name}`;
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="field__toggle"
      aria-label="Show password"
      aria-pressed={visible}
      aria-controls={id}
      onClick={() => setVisible((v) => !v)}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {visible && <path d="M4 4l16 16" />}
      </svg>
    </button>
  );
  return <TextField {...props} id={id} type={visible ? 'text' : 'password'} trailing={toggle} />;
}
