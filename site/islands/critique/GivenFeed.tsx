import { useStore } from '@nanostores/react';
import { HELPFUL_FROM } from '../../../worker/domain/critiques';
import { $firstGiven, moreGiven } from '../../stores/critiques';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useNow } from '../shared/use-now';
import type { CritiqueView } from './critique-view';
import RequestCard from './RequestCard';
import { uniqueById, useLaterPages } from './use-later-pages';
import ViewLink from './ViewLink';

function helpfulnessText(helpfulness: number | null): string {
  if (helpfulness === null) return 'Not rated yet';
  const earned = helpfulness >= HELPFUL_FROM ? ': it earned you a credit' : '';
  return `Rated ${helpfulness}/5 for helpfulness${earned}`;
}

// The critiques the member wrote, latest first, each on its request's card with what its
// photographer made of it.
export default function GivenFeed({ onGo }: { onGo: (view: CritiqueView) => void }) {
  const { data, error } = useStore($firstGiven);
  const { pages, cursor, loading, loadMore } = useLaterPages(data, moreGiven);
  const now = useNow().getTime();
  if (!data) return error ? <LoadFailed what="your critiques" /> : <Spinner label="Loading your critiques..." />;
  const given = uniqueById(pages.flatMap((page) => page.critiques));
  if (given.length === 0) {
    return (
      <EmptyState
        title="No critiques yet"
        action={
          <ViewLink className="btn btn-primary empty-state__action" to={{ tab: 'give' }} onGo={onGo}>
            See who is waiting
          </ViewLink>
        }
      >
        Critique a photo in the queue: each critique its photographer rates {HELPFUL_FROM} or 5 for helpfulness earns you a
        credit.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="request-grid">
        {given.map((critique) => (
          <li key={critique.id}>
            <RequestCard request={critique.request} now={now} onGo={onGo}>
              <p className="given-outcome">
                <span className={critique.helpfulness === null ? 'given-outcome__waiting' : undefined}>
                  {helpfulnessText(critique.helpfulness)}
                </span>
                {critique.thanked && <span className="given-outcome__thanked">Thanked</span>}
              </p>
            </RequestCard>
          </li>
        ))}
      </ul>
      {cursor && <LoadMore className="critique-more" onMore={loadMore} busy={loading} />}
    </>
  );
}
