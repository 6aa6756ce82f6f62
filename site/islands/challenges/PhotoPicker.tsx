import './PhotoPicker.css';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../worker/contract/files';
import { fileSize } from './photo-file';
import CameraIcon from '../shared/CameraIcon';
import { useFileDrop } from '../shared/use-file-drop';

type Props = {
  file: File | null;
  error?: string;
  disabled: boolean;
  onPick: (file: File) => void;
  label?: string;
  // What the empty area says, and the hint under it after the chosen file's name and size.
  prompt?: string;
  hint?: ReactNode;
  previewAlt?: string;
};

const ENTRY_HINT = `JPEG, PNG or WebP, up to ${fileSize(PHOTO_MAX_BYTES)}. Location data is removed from the public copy.`;

// The file input stays in the accessibility tree (visually hidden) and is reached through
// its label, which is the whole drop area: a file is chosen there or dropped on it, and the
// chosen picture previews in place.
export default function PhotoPicker({
  file,
  error,
  disabled,
  onPick,
  label = 'Photo',
  prompt = 'Choose a photo',
  hint = ENTRY_HINT,
  previewAlt = 'Preview of your photo',
}: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const { over, handlers } = useFileDrop(disabled, onPick);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const className = ['photo-picker', preview && 'photo-picker--filled', over && 'photo-picker--over'].filter(Boolean).join(' ');
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <input
        id={id}
        className="sr-only"
        type="file"
        name="photo"
        accept={PHOTO_TYPES.join(',')}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          if (picked) onPick(picked);
        }}
      />
      <label htmlFor={id} className={className} {...handlers}>
        {preview ? (
          <img src={preview} alt={previewAlt} />
        ) : (
          <span className="photo-picker__empty">
            <CameraIcon />
            <strong>{prompt}</strong>
          </span>
        )}
        <span className="btn btn-outline btn-sm photo-picker__button">{file ? 'Choose another' : 'Browse files'}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {file ? `${file.name} · ${fileSize(file.size)}. ` : ''}
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
