import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { firstRequests, moreRequests, type RequestListName } from '../../stores/critiques';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useNow } from '../shared/use-now';
import type { CritiqueView } from './critique-view';
import RequestCard from './RequestCard';
import { uniqueById, useLaterPages } from './use-later-pages';

type Props = { list: RequestListName; onGo: (view: CritiqueView) => void; empty: ReactNode };

// A list of requests, a page at a time: the queue, the member's own, or the public ones.
export default function RequestFeed({ list, onGo, empty }: Props) {
  const { data, error } = useStore(firstRequests(list));
  const { pages, cursor, loading, loadMore } = useLaterPages(data, (after) => moreRequests(list, after));
  const now = useNow().getTime();
  if (!data) return error ? <LoadFailed what="the requests" /> : <Spinner label="Loading requests..." />;
  const requests = uniqueById(pages.flatMap((page) => page.requests));
  if (requests.length === 0) return empty;
  return (
    <>
      <ul className="request-grid">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} now={now} onGo={onGo} waiting={list === 'queue'} />
          </li>
        ))}
      </ul>
      {cursor && <LoadMore className="critique-more" onMore={loadMore} busy={loading} />}
    </>
  );
}
