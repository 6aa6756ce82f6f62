import type { ComponentType, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { EdgeState } from '../../worker/contract/edge-state';
import AuthPage from '../islands/account/AuthPage';
import FloorCounter from '../islands/bench/FloorCounter';
import ChallengeBrowser from '../islands/challenges/ChallengeBrowser';
import ChallengeDetails from '../islands/challenges/ChallengeDetails';
import Leaderboard from '../islands/challenges/Leaderboard';
import PhotoPage from '../islands/challenges/PhotoPage';
import Winners from '../islands/challenges/Winners';
import CommunityBrowser from '../islands/community/CommunityBrowser';
import CreditBalance from '../islands/critique/CreditBalance';
import CritiquePage from '../islands/critique/CritiquePage';
import Gallery from '../islands/gallery/Gallery';
import MentorDirectory from '../islands/mentors/MentorDirectory';
import MentorProfileView from '../islands/mentors/MentorProfileView';
import SessionCheckout from '../islands/mentors/SessionCheckout';
import NotificationsPage from '../islands/notifications/NotificationsPage';
import RecoveryNotification from '../islands/RecoveryNotification';
import WebinarFeedback from '../islands/webinars/WebinarFeedback';
import WebinarLive from '../islands/webinars/live/WebinarLive';
import WebinarList from '../islands/webinars/WebinarList';
import WebinarPaid from '../islands/webinars/WebinarPaid';
import WebinarPayment from '../islands/webinars/WebinarPayment';
import WebinarReplay from '../islands/webinars/WebinarReplay';
import WebinarView from '../islands/webinars/WebinarView';
import { enterEdgeState } from '../lib/edge-state';

// The islands whose first view the Worker renders into the page, by the name the page
// gives them (Astro's island `opts`). The browser hydrates the same components from the
// same edge state, so both renders agree.
const ISLANDS: Record<string, ComponentType> = {
  AuthPage,
  ChallengeBrowser,
  ChallengeDetails,
  CommunityBrowser,
  CreditBalance,
  CritiquePage,
  FloorCounter,
  Gallery,
  Leaderboard,
  MentorDirectory,
  MentorProfileView,
  NotificationsPage,
  PhotoPage,
  RecoveryNotification,
  SessionCheckout,
  WebinarFeedback,
  WebinarList,
  WebinarLive,
  WebinarPaid,
  WebinarPayment,
  WebinarReplay,
  WebinarView,
  Winners,
};

// Seeds every store from this request's state as its render starts: the render then runs
// through without a break, so no other request's state can come between.
function WithState({ state, children }: { state: EdgeState; children: ReactNode }) {
  enterEdgeState(state);
  return children;
}

export async function renderIsland(name: string, state: EdgeState, idPrefix: string): Promise<string | null> {
  const Island = ISLANDS[name];
  if (!Island) return null;
  const stream = await renderToReadableStream(
    <WithState state={state}>
      <Island />
    </WithState>,
    { identifierPrefix: idPrefix },
  );
  await stream.allReady;
  return new Response(stream).text();
}
