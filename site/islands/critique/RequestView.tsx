import './RequestView.css';
import { useStore } from '@nanostores/react';
import { HttpError } from '../../lib/api-fetch';
import { requestPage } from '../../stores/critiques';
import { useViewer } from '../challenges/use-viewer';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import Spinner from '../shared/Spinner';
import { useNow } from '../shared/use-now';
import Asked from './Asked';
import BeforeAfter from './BeforeAfter';
import { counted } from './critique-text';
import { type CritiqueTab, type CritiqueView, TAB_LABELS, viewHref } from './critique-view';
import CritiqueCard from './CritiqueCard';
import CritiqueForm from './CritiqueForm';
import OwnerActions from './OwnerActions';
import PinnedPhoto from './PinnedPhoto';
import RequestAbout from './RequestAbout';
import SignInPrompt from './SignInPrompt';
import ViewLink from './ViewLink';

type Props = { id: number; back: { tab: CritiqueTab | null }; onGo: (view: CritiqueView) => void };

function Missing({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState title="No such request" level={2}>
      It may have been removed{signedIn ? '' : ', or be for members only: sign in to see those'}.
    </EmptyState>
  );
}

function Loaded({ id }: { id: number }) {
  const viewer = useViewer();
  const { data, error } = useStore(requestPage(id));
  const now = useNow().getTime();
  if (!data) {
    if (error instanceof HttpError && error.status === 404) return <Missing signedIn={viewer !== null} />;
    return error ? <LoadFailed what="this request" /> : <Spinner label="Loading the request..." />;
  }
  const { request, critiques, isOwner, mayCritique, mine } = data;
  const open = request.status === 'open';
  return (
    <article className="critique-request" aria-labelledby="critique-request-title">
      <header className="critique-request__head">
        <h2 id="critique-request-title">{request.title}</h2>
        <p className="critique-request__by">
          <img src={request.requester.photoUrl ?? DEFAULT_AVATAR} alt="" width={28} height={28} />
          <span>{isOwner ? 'You' : request.requester.name}</span>
          <span aria-hidden="true">·</span>
          <Asked at={request.createdAt} now={now} />
          <span aria-hidden="true">·</span>
          <span>{request.isPublic ? 'Public' : 'Members only'}</span>
          {!open && <span className="critique-request__closed">Closed</span>}
        </p>
      </header>
      <PinnedPhoto photo={request.photo} alt={request.title} critiques={critiques} />
      {request.revision && <BeforeAfter before={request.photo} after={request.revision} title={request.title} />}
      <div className="critique-request__columns">
        <aside className="critique-request__aside">
          <RequestAbout request={request} />
          {isOwner && <OwnerActions request={request} />}
        </aside>
        <div className="critique-request__main">
          <section className="critique-request__critiques" aria-labelledby="critiques-title">
            <h3 id="critiques-title">{critiques.length > 0 ? counted(critiques.length, 'critique') : 'Critiques'}</h3>
            {critiques.length === 0 ? (
              <EmptyState compact>
                {isOwner ? 'No critiques yet. You will be notified as they come in.' : 'No critiques yet: be the first.'}
              </EmptyState>
            ) : (
              <ol className="critique-request__list">
                {critiques.map((critique, index) => (
                  <li key={critique.id}>
                    <CritiqueCard
                      critique={critique}
                      index={index}
                      now={now}
                      isOwner={isOwner}
                      mayReport={viewer !== null && !isOwner && critique.critic.userId !== viewer.id}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
          {mayCritique && <CritiqueForm page={data} />}
          {!viewer && open && <SignInPrompt back={viewHref({ request: id })}>Sign in to critique this photo.</SignInPrompt>}
          {mine !== null && <p className="critique-request__note">You critiqued this photo. Thank you!</p>}
          {viewer && !isOwner && mine === null && !open && (
            <p className="critique-request__note">This request is closed: it takes no more critiques.</p>
          )}
        </div>
      </div>
    </article>
  );
}

// One request (?request=12): the photo with its pins, the brief, the critiques, and what the
// viewer may do with them.
export default function RequestView({ id, back, onGo }: Props) {
  const viewer = useViewer();
  return (
    <div className="critique-request-view">
      <ViewLink className="critique-request__back" to={back} onGo={onGo}>
        <span aria-hidden="true">← </span>
        {back.tab ? TAB_LABELS[back.tab] : 'All requests'}
      </ViewLink>
      {id === 0 ? <Missing signedIn={viewer !== null} /> : <Loaded id={id} />}
    </div>
  );
}
