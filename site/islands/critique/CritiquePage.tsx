import './CritiquePage.css';
import { useRef } from 'react';
import { HELPFUL_FROM } from '../../../worker/domain/critiques';
import { useViewer } from '../challenges/use-viewer';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import AskForm from './AskForm';
import { type CritiqueTab, type CritiqueView, useCritiqueView, viewHref } from './critique-view';
import CritiqueTabs from './CritiqueTabs';
import GivenFeed from './GivenFeed';
import RequestFeed from './RequestFeed';
import RequestView from './RequestView';
import SignInPrompt from './SignInPrompt';
import ViewLink from './ViewLink';

type Go = (view: CritiqueView) => void;

const INTROS: Record<CritiqueTab, { title: string; lead: string }> = {
  give: {
    title: 'Photos waiting for your eyes',
    lead: `Those with the fewest critiques come first. Each critique its photographer rates ${HELPFUL_FROM} or 5 for helpfulness earns you a credit.`,
  },
  ask: {
    title: 'Ask for a critique',
    lead: 'Pick a photo, say what you were going for, and choose what you want to hear about.',
  },
  mine: { title: 'Your requests', lead: 'The photos you asked about, latest first.' },
  given: { title: 'Critiques you gave', lead: 'And what the photographers made of them.' },
  browse: { title: 'Public requests', lead: 'Latest first. Anyone can read these and their critiques.' },
};

function TabPanel({ tab, onGo }: { tab: CritiqueTab; onGo: Go }) {
  const toAsk = (
    <ViewLink className="btn btn-primary empty-state__action" to={{ tab: 'ask' }} onGo={onGo}>
      Ask for a critique
    </ViewLink>
  );
  switch (tab) {
    case 'give':
      return (
        <RequestFeed
          key={tab}
          list="queue"
          onGo={onGo}
          empty={
            <EmptyState title="Nobody is waiting right now" action={toAsk}>
              You have critiqued every open request, or there are none yet. Come back later, or ask about a photo of your own.
            </EmptyState>
          }
        />
      );
    case 'ask':
      return <AskForm onAsked={(id) => onGo({ request: id })} onGo={onGo} />;
    case 'mine':
      return (
        <RequestFeed
          key={tab}
          list="mine"
          onGo={onGo}
          empty={
            <EmptyState title="You haven't asked yet" action={toAsk}>
              Ask about one of your photos and members will tell you what works and what to try next.
            </EmptyState>
          }
        />
      );
    case 'given':
      return <GivenFeed onGo={onGo} />;
    case 'browse':
      return (
        <RequestFeed
          key={tab}
          list="public"
          onGo={onGo}
          empty={<EmptyState title="No public requests yet">Requests members share with everyone show up here.</EmptyState>}
        />
      );
  }
}

// /photo-critique: the tabs (give, ask, mine, given, browse) or one request, as the address
// says. Views change in place; the request or list shown first arrives with the page.
function Page() {
  const viewer = useViewer();
  const [view, setView] = useCritiqueView();
  // The tab a request was opened from, for its way back.
  const lastTab = useRef<CritiqueTab | null>(null);

  const go: Go = (next) => {
    // A request just asked for leads back to the member's requests, not to an empty form.
    if ('request' in next && 'tab' in view) lastTab.current = view.tab === 'ask' ? 'mine' : view.tab;
    // A request opens (and closes) at the top; a tab changes in place.
    if ('request' in next || 'request' in view) scrollTo({ top: 0 });
    setView(next);
  };

  if ('request' in view) {
    return <RequestView key={view.request} id={view.request} back={{ tab: lastTab.current }} onGo={go} />;
  }
  const tab = view.tab ?? (viewer ? 'give' : 'browse');
  const intro = INTROS[tab];
  return (
    <>
      <CritiqueTabs current={tab} member={viewer !== null} onGo={go} />
      {!viewer && (
        <SignInPrompt back={viewHref(view)}>
          Members ask for critique of their own photos and critique each other's. Sign in to join in; anyone can browse the public
          requests.
        </SignInPrompt>
      )}
      {(viewer || tab === 'browse') && (
        <section className="critique-panel" aria-labelledby="critique-panel-title">
          <div className="critique-panel__intro">
            <h2 id="critique-panel-title">{intro.title}</h2>
            <p>{intro.lead}</p>
          </div>
          <TabPanel tab={tab} onGo={go} />
        </section>
      )}
    </>
  );
}

export default function CritiquePage() {
  return (
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>
  );
}
