import './challenges/PhotoPicker.css';
import './RecoverPhotos.css';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../worker/contract/files';
import { fileSize } from './challenges/photo-file';
import CameraIcon from './shared/CameraIcon';

type Props = { file: File | null; error?: string; disabled: boolean; onPick: (file: File) => void };

// Where the original is dropped or chosen: the entry form's picker (PhotoPicker.css), which
// also takes a file dropped on it. The file input stays in the accessibility tree (visually
// hidden) and is reached through its label, the whole drop area.
export default function RecoverPhotosDrop({ file, error, disabled, onPick }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onPick(dropped);
  }

  const className = ['photo-picker', preview && 'photo-picker--filled', over && 'recover-drop--over'].filter(Boolean).join(' ');
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        Original file
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
      <label
        htmlFor={id}
        className={className}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {preview ? (
          <img src={preview} alt="Preview of the file you chose" />
        ) : (
          <span className="photo-picker__empty">
            <CameraIcon />
            <strong>Drop your original here</strong>
          </span>
        )}
        <span className="btn btn-outline btn-sm photo-picker__button">{file ? 'Choose another' : 'Browse files'}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {file ? `${file.name} · ${fileSize(file.size)}. ` : ''}The very file you uploaded: JPEG, PNG or WebP, up to{' '}
        {fileSize(PHOTO_MAX_BYTES)}.
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
