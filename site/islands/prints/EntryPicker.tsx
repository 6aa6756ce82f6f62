import { useState } from 'react';
import type { EligibleEntry } from '../../../worker/contract/print-listings';
import { serverMessage } from '../../lib/api-fetch';
import { createListing } from '../../stores/print-listings';
import { showToast } from '../../stores/toast';

type Props = { entries: EligibleEntry[] };

export const NO_ENTRIES =
  'You have no entries that can be sold yet: entries in public community challenges can be listed once their results are named.';

// The seller's entries that may be listed; choosing one makes a draft listing to edit.
export default function EntryPicker({ entries }: Props) {
  const [pending, setPending] = useState<number | null>(null);
  if (entries.length === 0) return <p className="sell__empty">{NO_ENTRIES}</p>;
  async function choose(entry: EligibleEntry) {
    setPending(entry.submissionId);
    try {
      await createListing(entry.submissionId);
    } catch (err) {
      showToast({ title: 'Not listed', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }
  return (
    <ul className="entry-picker">
      {entries.map((entry) => (
        <li key={entry.submissionId} className="entry-picker__item">
          <img src={entry.thumbnailUrl} alt="" loading="lazy" />
          <div>
            <strong>{entry.title}</strong>
            <span>{entry.challengeTitle}</span>
            {entry.width && entry.height ? (
              <span>
                {entry.width} × {entry.height} px
              </span>
            ) : null}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={pending !== null}
            aria-busy={pending === entry.submissionId}
            onClick={() => void choose(entry)}
          >
            Sell Prints
          </button>
        </li>
      ))}
    </ul>
  );
}
