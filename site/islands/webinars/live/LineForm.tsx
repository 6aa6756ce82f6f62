import { type FormEvent, useState } from 'react';

type Props = {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  button: string;
  open: boolean;
  // Whether the room took it: the field empties only then.
  onSend: (text: string) => boolean;
};

// One line to the room (a chat message, a question): the field and its button, which waits for
// the connection and for something to send.
export default function LineForm({ id, label, placeholder, maxLength, button, open, onSend }: Props) {
  const [text, setText] = useState('');

  function send(event: FormEvent) {
    event.preventDefault();
    if (text.trim() && onSend(text)) setText('');
  }

  return (
    <form className="live-form" onSubmit={send}>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={!open || !text.trim()}>
        {button}
      </button>
    </form>
  );
}
