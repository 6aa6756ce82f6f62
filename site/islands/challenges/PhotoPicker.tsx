import './PhotoPicker.css';
import { useEffect, useId, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../worker/contract/files';
import { fileSize } from './photo-file';
import CameraIcon from '../shared/CameraIcon';

type Props = { file: File | null; error?: string; disabled: boolean; onPick: (file: File) => void };

// The file input stays in the accessibility tree (visually hidden) and is reached through
// its label, which is the whole drop area; the chosen picture previews in place.
export default function PhotoPicker({ file, error, disabled, onPick }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        Photo
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
      <label htmlFor={id} className={preview ? 'photo-picker photo-picker--filled' : 'photo-picker'}>
        {preview ? (
          <img src={preview} alt="Preview of your photo" />
        ) : (
          <span className="photo-picker__empty">
            <CameraIcon />
            <strong>Choose a photo</strong>
          </span>
        )}
        <span className="btn btn-outline btn-sm photo-picker__button">{file ? 'Choose another' : 'Browse files'}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {file ? `${file.name} · ${fileSize(file.size)}. ` : ''}JPEG, PNG or WebP, up to {fileSize(PHOTO_MAX_BYTES)}. Location data
        is removed from the public copy.
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
