import './admin-chip.css';
import './AdminInbox.css';
import { INBOX_FILTERS, type InboxFilter } from '../../../worker/contract/inbox';
import { useUrlState } from '../shared/use-url-state';
import InboxList from './InboxList';
import InboxThreadView from './InboxThreadView';

type View = { filter: InboxFilter; thread: number | null };

const readView = (query: URLSearchParams): View => {
  const filter = query.get('filter');
  const thread = Number(query.get('thread'));
  return {
    filter: INBOX_FILTERS.find((f) => f === filter) ?? 'open',
    thread: Number.isSafeInteger(thread) && thread > 0 ? thread : null,
  };
};

export const viewHref = ({ filter, thread }: View) => {
  const query = new URLSearchParams();
  if (filter !== 'open') query.set('filter', filter);
  if (thread !== null) query.set('thread', String(thread));
  const search = query.toString();
  return search ? `/admin/inbox?${search}` : '/admin/inbox';
};

// /admin/inbox: the threads of a filter beside the one open (on a phone, one or the other).
// The filter and the thread are in the URL, so a thread can be linked to a colleague.
export default function AdminInbox() {
  const [view, setView] = useUrlState(readView, viewHref);
  return (
    <div className={view.thread === null ? 'inbox' : 'inbox inbox--reading'}>
      <InboxList
        filter={view.filter}
        selected={view.thread}
        hrefOf={(thread) => viewHref({ ...view, thread })}
        onFilter={(filter) => setView({ filter, thread: null })}
        onSelect={(thread) => setView({ ...view, thread })}
      />
      {view.thread === null ? (
        <p className="inbox__none">Choose a thread to read it.</p>
      ) : (
        <InboxThreadView key={view.thread} id={view.thread} onBack={() => setView({ ...view, thread: null })} />
      )}
    </div>
  );
}
