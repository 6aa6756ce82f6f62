import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import ChallengeCard from '../challenges/ChallengeCard';
import type { PageOutcome } from '../challenges/ChallengeGridPage';
import { communityPage } from './community-data';
import type { StatusFilter } from './status-filter';

type Props = {
  status: StatusFilter;
  offset: number;
  now: Date;
  onOutcome: (offset: number, outcome: PageOutcome, count: number) => void;
};

// One cached page of cards; loading more never refetches what is already shown.
export default function CommunityGridPage({ status, offset, now, onOutcome }: Props) {
  const { data, error } = useStore(communityPage(status, offset));
  const outcome: PageOutcome = error ? 'failed' : !data ? 'loading' : data.more ? 'more' : 'last';
  const count = data?.challenges.length ?? 0;
  useEffect(() => onOutcome(offset, outcome, count), [offset, outcome, count, onOutcome]);
  return (data?.challenges ?? []).map((challenge) => (
    <li key={challenge.id}>
      <ChallengeCard challenge={challenge} now={now} />
    </li>
  ));
}
