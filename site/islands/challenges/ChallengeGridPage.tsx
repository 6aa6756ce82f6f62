import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ChallengeFilters } from '../../../worker/pages/list-paths';
import { challengePage } from '../../stores/challenges';
import ChallengeCard from './ChallengeCard';

export type PageOutcome = 'loading' | 'more' | 'last' | 'failed';

type Props = {
  filters: ChallengeFilters;
  offset: number;
  now: Date;
  // Tells the list whether a further page exists, so it can offer 'Load more'.
  onOutcome: (offset: number, outcome: PageOutcome, count: number) => void;
};

// One page of cards. Each page is its own cached query, so loading more never refetches
// what is already on screen.
export default function ChallengeGridPage({ filters, offset, now, onOutcome }: Props) {
  const { data, error } = useStore(challengePage(filters, offset));
  const outcome: PageOutcome = error ? 'failed' : !data ? 'loading' : data.more ? 'more' : 'last';
  const count = data?.challenges.length ?? 0;
  useEffect(() => onOutcome(offset, outcome, count), [offset, outcome, count, onOutcome]);
  return (data?.challenges ?? []).map((challenge) => (
    <li key={challenge.id}>
      <ChallengeCard challenge={challenge} now={now} />
    </li>
  ));
}
