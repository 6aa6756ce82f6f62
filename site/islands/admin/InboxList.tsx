import '../shared/PeriodSwitch.css';
import { useStore } from '@nanostores/react';
import { useState, type MouseEvent } from 'react';
import type { InboxFilter, InboxThreadSummary } from '../../../worker/contract/inbox';
import { dateTime } from '../../lib/dates';
import { inboxPage } from '../../stores/admin-inbox';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useViewerClock } from '../shared/use-viewer-clock';

const FILTERS: { filter: InboxFilter; label: string; count?: 'open' | 'mine' | 'unassigned' }[] = [
  { filter: 'open', label: 'Open', count: 'open' },
  { filter: 'mine', label: 'Mine', count: 'mine' },
  { filter: 'unassigned', label: 'Unassigned', count: 'unassigned' },
  { filter: 'closed', label: 'Closed' },
];

const EMPTY: Record<InboxFilter, string> = {
  open: "Nothing waiting. Messages sent with 'Contact us' arrive here.",
  mine: 'No open threads are yours. Take one from Unassigned.',
  unassigned: 'Every open thread has someone on it.',
  closed: 'No closed threads yet.',
};

export const KIND_LABELS = { contact: 'Contact', recovery: 'Account recovery' } as const;

type Select = { selected: number | null; hrefOf: (id: number) => string; onSelect: (id: number) => void };

function ThreadRow({ thread: t, selected, hrefOf, onSelect }: Select & { thread: InboxThreadSummary }) {
  const clock = useViewerClock();
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(t.id);
  };
  return (
    <li>
      <a
        className={t.unread ? 'inbox-row inbox-row--unread' : 'inbox-row'}
        href={hrefOf(t.id)}
        aria-current={selected === t.id ? 'true' : undefined}
        onClick={open}
      >
        <span className="inbox-row__top">
          <span className="inbox-row__name">
            {t.unread && <span className="inbox-row__dot" aria-hidden="true" />}
            {t.unread && <span className="sr-only">Unread: </span>}
            {t.name}
          </span>
          <time className="inbox-row__time" dateTime={t.lastMessageAt}>
            {dateTime(t.lastMessageAt, clock)}
          </time>
        </span>
        <span className="inbox-row__subject">{t.subject}</span>
        <span className="inbox-row__preview">{t.preview}</span>
        <span className="inbox-row__meta">
          {t.kind !== 'contact' && <span className="admin-chip admin-chip--voting">{KIND_LABELS[t.kind]}</span>}
          <span>{t.assignee ? `With ${t.assignee.name}` : 'Unassigned'}</span>
        </span>
      </a>
    </li>
  );
}

// One page of a filter's threads; the last page loaded offers the next.
function Page({
  filter,
  before,
  last,
  onMore,
  ...select
}: Select & { filter: InboxFilter; before?: string; last: boolean; onMore: (cursor: string) => void }) {
  const { data, error } = useStore(inboxPage(filter, before));
  if (error) return <LoadFailed what="the messages" />;
  if (!data) return <Spinner label="Loading messages..." />;
  if (!before && data.threads.length === 0) return <EmptyState compact>{EMPTY[filter]}</EmptyState>;
  return (
    <>
      <ul className="inbox-list__rows admin-rows">
        {data.threads.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} {...select} />
        ))}
      </ul>
      {last && data.nextCursor && (
        <LoadMore className="inbox-list__more" onMore={() => data.nextCursor && onMore(data.nextCursor)} />
      )}
    </>
  );
}

type Props = Select & { filter: InboxFilter; onFilter: (filter: InboxFilter) => void };

// The threads of a filter, latest activity first, with the counts of the open ones.
export default function InboxList({ filter, onFilter, ...select }: Props) {
  const [cursors, setCursors] = useState<{ filter: InboxFilter; list: string[] }>({ filter, list: [] });
  // A new filter starts again from its first page.
  const loaded = cursors.filter === filter ? cursors.list : [];
  const { data } = useStore(inboxPage(filter, undefined));
  const counts = data?.counts;
  return (
    <section className="inbox-list" aria-label="Threads">
      <div className="period-switch inbox-filters" role="group" aria-label="Show">
        {FILTERS.map(({ filter: f, label, count }) => (
          <button
            key={f}
            type="button"
            className="period-switch__option inbox-filters__option"
            aria-pressed={f === filter}
            onClick={() => onFilter(f)}
          >
            {label}
            {count && counts && <span className="inbox-filters__count">{counts[count]}</span>}
          </button>
        ))}
      </div>
      {[undefined, ...loaded].map((before, i) => (
        <Page
          key={before ?? 'first'}
          filter={filter}
          before={before}
          last={i === loaded.length}
          onMore={(cursor) => setCursors({ filter, list: [...loaded, cursor] })}
          {...select}
        />
      ))}
    </section>
  );
}
