import './PhotoDrop.css';
import { useId, useState } from 'react';
import { PHOTO_TYPES } from '../../../worker/contract/files';
import CameraIcon from '../shared/CameraIcon';
import { useFileDrop } from '../shared/use-file-drop';

type Props = { compact: boolean; disabled: boolean; onFile: (file: File) => void };

// Where a photo is dropped or chosen. The file input stays in the accessibility tree (visually
// hidden) and is reached through its label, which is the whole drop area.
export default function PhotoDrop({ compact, disabled, onFile }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function take(file: File | undefined) {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setProblem(`“${file.name}” is not a photo the coach can read. Choose a JPEG, PNG or WebP.`);
      return;
    }
    setProblem(null);
    onFile(file);
  }

  const { over, handlers } = useFileDrop(disabled, take);

  const className = ['photo-drop', compact && 'photo-drop--compact', over && 'photo-drop--over'].filter(Boolean).join(' ');
  return (
    <div className="photo-drop-field">
      <input
        id={id}
        className="sr-only"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          // The same file chosen again is analysed again.
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={id} className={className} {...handlers}>
        <CameraIcon className="photo-drop__icon" />
        <span className="photo-drop__text">
          <strong>{compact ? 'Drop another photo' : 'Drop a photo here'}</strong>
          <span id={`${id}-hint`} className="photo-drop__hint">
            JPEG, PNG or WebP. It is analysed on this device.
          </span>
        </span>
        <span className="btn btn-primary photo-drop__button">Choose a photo</span>
      </label>
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
