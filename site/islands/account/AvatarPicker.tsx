import './AvatarPicker.css';
import { useId } from 'react';
import { AVATAR_TYPES } from '../../../worker/contract/files';

type Props = { src: string; error?: string; disabled: boolean; onPick: (file: File) => void };

// The file input stays in the accessibility tree (visually hidden) and is reached through
// its label, which looks like a button.
export default function AvatarPicker({ src, error, disabled, onPick }: Props) {
  const id = useId();
  return (
    <div className="avatar-picker">
      <img className="avatar-picker__image" src={src} alt="Your profile photo" width={112} height={112} />
      <div className="avatar-picker__body">
        <input
          id={id}
          className="sr-only"
          type="file"
          name="avatar"
          accept={AVATAR_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onPick(file);
            // Picking the same file again after an error should still fire.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={id} className="btn btn-outline btn-sm avatar-picker__button">
          Change photo
        </label>
        <p id={`${id}-hint`} className="field__hint">
          JPEG, PNG or WebP, up to 5 MB. Saved with your other changes.
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
