import './StatusTabs.css';
import type { MouseEvent } from 'react';
import type { ChallengeStatusFilter } from '../../../worker/contract/list-pages';

const TABS: { label: string; status: ChallengeStatusFilter }[] = [
  { label: 'All', status: undefined },
  { label: 'Active', status: 'active' },
  { label: 'Upcoming', status: 'upcoming' },
  { label: 'Voting', status: 'voting' },
  { label: 'Completed', status: 'completed' },
];

type Props = {
  current: ChallengeStatusFilter;
  hrefFor: (status: ChallengeStatusFilter) => string;
  onPick: (status: ChallengeStatusFilter) => void;
};

// Real links, so a tab opens in a new tab too; a plain click filters in place.
export default function StatusTabs({ current, hrefFor, onPick }: Props) {
  const follow = (event: MouseEvent, status: ChallengeStatusFilter) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPick(status);
  };
  return (
    <nav aria-label="Challenge status">
      <ul className="segmented">
        {TABS.map((tab) => (
          <li key={tab.label}>
            <a
              className="segmented__item"
              href={hrefFor(tab.status)}
              aria-current={current === tab.status ? 'page' : undefined}
              onClick={(event) => follow(event, tab.status)}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
