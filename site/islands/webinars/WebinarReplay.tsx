import './WebinarReplay.css';
import { useState } from 'react';
import type { Replay } from '../../../worker/contract/webinar-recording';
import type { WebinarPage } from '../../../worker/contract/webinars';
import { durationText } from '../../lib/duration-text';
import { readEdgeState } from '../../lib/edge-state';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import { loginHref } from '../shared/photo-urls';
import SeatSummary from './SeatSummary';

// Why there is nothing to play, in the words of where the recording stands.
function notYet(page: WebinarPage, replay: Replay, signedIn: boolean): { title: string; text: string } {
  const { phase } = page.webinar;
  if (replay.status === 'ready') {
    return signedIn
      ? { title: 'This replay is for registrants', text: 'Only those registered for this webinar can watch its replay.' }
      : { title: 'Sign in to watch', text: 'The replay is for those registered for this webinar: sign in to watch it.' };
  }
  if (replay.status === 'processing' || (replay.status === 'recording' && phase === 'ended')) {
    return { title: 'The replay is being prepared', text: 'It will be ready here in a few minutes.' };
  }
  if (replay.status === 'failed') {
    return { title: 'No replay', text: 'The recording of this webinar could not be prepared.' };
  }
  if (phase === 'upcoming' || phase === 'live') {
    return { title: 'No replay yet', text: 'The replay will be here once the webinar is over, if the host records it.' };
  }
  return { title: 'No replay', text: 'This webinar was not recorded.' };
}

function ReplayView({ page, replay, signedIn }: { page: WebinarPage; replay: Replay; signedIn: boolean }) {
  if (!replay.mayWatch || !replay.fileUrl) {
    const { title, text } = notYet(page, replay, signedIn);
    return (
      <div className="webinar-replay">
        <SeatSummary webinar={page.webinar} />
        <EmptyState
          title={title}
          action={
            !signedIn && replay.status === 'ready' ? (
              <a className="btn btn-primary" href={loginHref(`/webinar/${page.webinar.id}/recording`)}>
                Sign In
              </a>
            ) : undefined
          }
        >
          {text}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="webinar-replay webinar-replay--playing">
      <div className="webinar-replay__player">
        <video className="webinar-replay__video" src={replay.fileUrl} controls preload="metadata" playsInline />
        <p className="webinar-replay__facts">
          {page.webinar.title}
          {replay.durationMs !== null && ` · ${durationText(replay.durationMs)}`}
        </p>
      </div>
      <aside className="webinar-replay__questions" aria-labelledby="replay-questions">
        <h2 id="replay-questions">Questions asked</h2>
        {replay.questions.length === 0 ? (
          <p className="webinar-replay__none">No questions were asked.</p>
        ) : (
          <ol>
            {replay.questions.map((q) => (
              <li key={q.id}>
                <p>{q.text}</p>
                <span>
                  {q.name} · {q.votes} {q.votes === 1 ? 'upvote' : 'upvotes'}
                  {q.answered && ' · Answered'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </aside>
    </div>
  );
}

// /webinar/{id}/recording: the replay for those who may watch it, or where it stands.
export default function WebinarReplay() {
  // The Worker answers 404 for unknown ids, so the webinar is there on every served page.
  const [{ page, replay, signedIn }] = useState(() => {
    const state = readEdgeState();
    const data = state.page as { webinar?: WebinarPage; replay?: Replay } | undefined;
    return { page: data?.webinar, replay: data?.replay, signedIn: state.user !== null };
  });
  return <ErrorBoundary>{page && replay && <ReplayView page={page} replay={replay} signedIn={signedIn} />}</ErrorBoundary>;
}
