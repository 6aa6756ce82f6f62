import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { DAILY_CATEGORIES } from '../../../worker/domain/categories';
import { HttpError } from '../../lib/api-fetch';
import { challengeById } from '../../stores/admin';
import Spinner from '../shared/Spinner';
import ChallengeForm from './ChallengeForm';
import LoadFailed from '../shared/LoadFailed';
import EmptyState from '../shared/EmptyState';
import { titleCase } from '../challenges/challenge-time';
import { SCHEDULER_PATH } from './challenge-links';
import { EMPTY_FIELDS, challengeFields, dailyFields } from './challenge-fields';
import { formatDay } from './ny-time';

// /admin/challenges/{id}/edit edits; /admin/challenges/new creates, prefilled with the
// daily slot the calendar's 'Plan' passed as ?date=YYYY-MM-DD&category=….
function editedId(): number | null {
  const match = /^\/admin\/challenges\/(\d+)\/edit$/.exec(location.pathname);
  return match ? Number(match[1]) : null;
}

function plannedSlot(): { date: string; category: string } | null {
  const query = new URLSearchParams(location.search);
  const date = query.get('date') ?? '';
  const category = query.get('category') ?? '';
  const known = (DAILY_CATEGORIES as readonly string[]).includes(category);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && known ? { date, category } : null;
}

function EditChallenge({ id }: { id: number }) {
  const [store] = useState(() => challengeById(id));
  const { data, error } = useStore(store);
  if (error instanceof HttpError && error.status === 404) {
    return (
      <EmptyState title="Challenge not found">
        It may have been deleted. <a href={SCHEDULER_PATH}>Back to the scheduler</a>
      </EmptyState>
    );
  }
  if (error) return <LoadFailed what="the challenge" />;
  if (!data) return <Spinner label="Loading the challenge..." />;
  return <ChallengeForm id={id} initial={challengeFields(data)} startLocked={data.status !== 'upcoming'} />;
}

export default function ChallengeEditor() {
  const [id] = useState(editedId);
  const [slot] = useState(plannedSlot);
  if (id !== null) return <EditChallenge id={id} />;
  return (
    <>
      {slot && (
        <p className="admin-section__lead">
          Planning the daily {titleCase(slot.category)} challenge for {formatDay(slot.date)}, midnight to midnight New York time.
        </p>
      )}
      <ChallengeForm id={null} initial={slot ? dailyFields(slot.date, slot.category) : EMPTY_FIELDS} />
    </>
  );
}
