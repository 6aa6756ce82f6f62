import './WebinarLive.css';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { WebinarPage } from '../../../../worker/contract/webinars';
import { serverMessage } from '../../../lib/api-fetch';
import { readEdgeState } from '../../../lib/edge-state';
import { showToast } from '../../../stores/toast';
import { $room, joinRoom, leaveRoom } from '../../../stores/webinar-room';
import { markWebinar } from '../../../stores/webinars';
import ErrorBoundary from '../../shared/ErrorBoundary';
import { useHydrated } from '../../shared/use-hydrated';
import LiveChat from './LiveChat';
import LiveHands from './LiveHands';
import LivePoll from './LivePoll';
import LiveQuestions from './LiveQuestions';

// The media code (WebRTC) comes after the page, so the live page stays within its budget.
const LiveStage = lazy(() => import('./LiveStage'));

type EndedProps = { webinarId: number; title: string; text: string; feedback?: boolean };

function Ended({ webinarId, title, text, feedback = false }: EndedProps) {
  return (
    <div className="status-screen" role="status">
      <div className="status-screen__box">
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="status-screen__actions">
          {feedback && (
            <a className="btn btn-primary" href={`/webinars/${webinarId}/feedback`}>
              Rate this webinar
            </a>
          )}
          <a className={`btn ${feedback ? 'btn-outline' : 'btn-primary'}`} href={`/webinar/${webinarId}`}>
            Back to the Webinar
          </a>
        </div>
      </div>
    </div>
  );
}

// /webinars/{id}/session: the live webinar, with no header or footer. The stage above, and
// beside it the chat; below, questions, the poll and raised hands. Everything comes from the
// webinar's room over one socket, which reconnects on its own.
function Live({ page }: { page: WebinarPage }) {
  const { webinar } = page;
  const { phase, state } = useStore($room);
  const [ending, setEnding] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    joinRoom(webinar.id);
    return leaveRoom;
  }, [webinar.id]);

  async function end() {
    setEnding(true);
    try {
      await markWebinar(webinar.id, 'end');
    } catch (error) {
      setEnding(false);
      showToast({
        title: 'Could not end the webinar',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  if (phase === 'ended') {
    return (
      <Ended
        webinarId={webinar.id}
        title="This webinar has ended"
        text="Thank you for joining. The replay will be on the webinar's page."
        feedback={page.registration !== null && !page.isHost}
      />
    );
  }
  if (phase === 'full') {
    return (
      <Ended
        webinarId={webinar.id}
        title="This live session is full"
        text="The host's video already goes to as many people as it can. Try again in a while, or watch the replay once it is ready."
      />
    );
  }
  if (phase === 'replaced') {
    return (
      <Ended
        webinarId={webinar.id}
        title="This webinar is open in another window"
        text="You joined it again from another tab or device, so this window has left."
      />
    );
  }
  const open = phase === 'open';
  const host = state?.you.role === 'host';
  return (
    <div className="webinar-live">
      <header className="webinar-live__bar">
        <span className="live-badge live-badge--live">Live</span>
        <h1 className="webinar-live__title">{webinar.title}</h1>
        <span className="webinar-live__present" role="status">
          {phase === 'down' || phase === 'connecting' ? 'Connecting…' : `${state?.present ?? 0} here`}
        </span>
        {host && (
          <button type="button" className="btn btn-outline btn-sm" disabled={ending} onClick={end}>
            End webinar
          </button>
        )}
        <a className="btn btn-ghost btn-sm" href={`/webinar/${webinar.id}`}>
          Leave
        </a>
      </header>
      <div className="webinar-live__main">
        <section className="webinar-live__stage" aria-label="Stage">
          {state && hydrated ? (
            <Suspense fallback={<p className="webinar-live__screen">Starting the video…</p>}>
              <LiveStage state={state} webinarId={webinar.id} hostId={webinar.host.userId} hostName={webinar.host.name} />
            </Suspense>
          ) : (
            <p className="webinar-live__screen">Joining the webinar…</p>
          )}
        </section>
        {state && <LiveChat state={state} open={open} />}
      </div>
      {state ? (
        <div className="webinar-live__panels">
          <LiveQuestions state={state} open={open} />
          <div className="webinar-live__side">
            <LivePoll state={state} open={open} />
            <LiveHands state={state} open={open} />
          </div>
        </div>
      ) : (
        <p className="webinar-live__waiting" role="status">
          Joining the webinar…
        </p>
      )}
    </div>
  );
}

export default function WebinarLive() {
  // The Worker answers 404 for unknown ids, so the webinar is there on every served page.
  const [{ page, admin }] = useState(() => {
    const state = readEdgeState();
    const user = state.user;
    return {
      page: (state.page as { webinar?: WebinarPage } | undefined)?.webinar,
      admin: Boolean(user && (user.isAdmin || user.isSuperAdmin)),
    };
  });
  if (!page) return null;
  const { webinar } = page;
  let body = <Live page={page} />;
  if (webinar.phase === 'ended' || webinar.phase === 'cancelled') {
    body = (
      <Ended
        webinarId={webinar.id}
        title={webinar.phase === 'ended' ? 'This webinar has ended' : 'This webinar was cancelled'}
        text={webinar.phase === 'ended' ? "The replay will be on the webinar's page." : 'Nobody can join it now.'}
      />
    );
  } else if (!page.registration && !page.isHost && !admin) {
    body = (
      <Ended
        webinarId={webinar.id}
        title="This session is for registrants"
        text="Register on the webinar's page to join it live."
      />
    );
  }
  return <ErrorBoundary>{body}</ErrorBoundary>;
}
