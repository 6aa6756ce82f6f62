import type { MouseEvent } from 'react';
import { statusHref, type StatusFilter } from './status-filter';

const TABS: { label: string; status: StatusFilter }[] = [
  { label: 'All', status: undefined },
  { label: 'Active', status: 'active' },
  { label: 'Upcoming', status: 'upcoming' },
  { label: 'Voting', status: 'voting' },
  { label: 'Completed', status: 'completed' },
];

type Props = { status: StatusFilter; onChange: (next: StatusFilter) => void };

// Real links, so a tab opens in a new tab too; a plain click filters in place.
export default function StatusTabs({ status, onChange }: Props) {
  const follow = (event: MouseEvent, next: StatusFilter) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <nav aria-label="Challenge status" className="challenge-filters">
      <ul className="segmented">
        {TABS.map((tab) => (
          <li key={tab.label}>
            <a className="segmented__item" href={statusHref(tab.status)} aria-current={status === tab.status ? 'page' : undefined} onClick={(event) => follow(event, tab.status)}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
