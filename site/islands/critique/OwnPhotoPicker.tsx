import type { OwnPhoto } from '../../../worker/contract/critiques';
import { thumbFor } from '../../../worker/contract/files';
import Photo from '../shared/Photo';

type Props = {
  photos: OwnPhoto[];
  picked: number | null;
  error?: string;
  disabled: boolean;
  onPick: (photo: OwnPhoto) => void;
};

// The member's entries as a grid of choices (radio buttons, so arrow keys move between them).
export default function OwnPhotoPicker({ photos, picked, error, disabled, onPick }: Props) {
  return (
    <fieldset className="own-photos" aria-describedby={error ? 'own-photos-error' : undefined}>
      <legend className="field__label">Pick one of your photos</legend>
      <div className="own-photos__grid">
        {photos.map((photo) => (
          <label key={photo.submissionId} className="own-photo">
            <input
              className="sr-only"
              type="radio"
              name="submissionId"
              value={photo.submissionId}
              checked={picked === photo.submissionId}
              disabled={disabled}
              onChange={() => onPick(photo)}
            />
            <span className="own-photo__picture" aria-hidden="true">
              <Photo sources={[thumbFor(photo.url), photo.url]} alt="" />
            </span>
            <span className="own-photo__title">{photo.title}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="own-photos-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
