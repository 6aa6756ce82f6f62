import { useStore } from '@nanostores/react';
import type { challengePage } from '../../stores/challenges';
import ChallengeCard from './ChallengeCard';

// A page of official or community challenges: both lists page alike.
export type ChallengePageStore = ReturnType<typeof challengePage>;

type Props = { store: ChallengePageStore; offset: number; now: Date };

const FIRST_ROW = 3;

// One page of cards. Each page is its own cached query, so loading more never refetches
// what is already on screen.
export default function ChallengeGridPage({ store, offset, now }: Props) {
  const { data } = useStore(store);
  // The first page's first row is in the first view: its pictures are fetched at once, the
  // very first before anything else (it is the page's largest paint on a phone).
  const priority = (index: number) => (offset > 0 || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'urgent' : 'eager');
  return (data?.challenges ?? []).map((challenge, index) => (
    <li key={challenge.id}>
      <ChallengeCard challenge={challenge} now={now} picture={priority(index)} />
    </li>
  ));
}
