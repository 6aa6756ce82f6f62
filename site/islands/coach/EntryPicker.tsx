import './EntryPicker.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { OwnPhoto } from '../../../worker/contract/critiques';
import { thumbFor } from '../../../worker/contract/files';
import { $entries, loadEntries } from '../../stores/coach';
import LoadFailed from '../shared/LoadFailed';
import Photo from '../shared/Photo';
import Spinner from '../shared/Spinner';

type Props = { picked: number | null; disabled: boolean; onPick: (photo: OwnPhoto) => void };

// A member's own entries, one press away from the coach: their camera record comes along.
export default function EntryPicker({ picked, disabled, onPick }: Props) {
  const entries = useStore($entries);
  useEffect(() => {
    void loadEntries();
  }, []);
  return (
    <section className="entry-picker" aria-labelledby="entry-picker-title">
      <h2 id="entry-picker-title" className="entry-picker__title">
        Or pick one of your photos
      </h2>
      {entries.status === 'failed' ? (
        <LoadFailed what="your photos" />
      ) : entries.status !== 'ready' ? (
        <Spinner label="Loading your photos..." />
      ) : entries.photos.length === 0 ? (
        <p className="entry-picker__empty">Your challenge entries show here once you have submitted one.</p>
      ) : (
        <ul className="entry-picker__list">
          {entries.photos.map((photo) => (
            <li key={photo.submissionId}>
              <button
                type="button"
                className="entry-picker__photo"
                aria-pressed={picked === photo.submissionId}
                disabled={disabled}
                onClick={() => onPick(photo)}
              >
                <Photo sources={[thumbFor(photo.url), photo.url]} alt="" />
                <span>{photo.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
