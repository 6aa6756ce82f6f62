import type { FeedbackInput, FeedbackPage, SeatCheckout, WebinarList, WebinarPage } from '../../worker/contract/webinars';
import { answer, api } from '../lib/api-client';
import { callStore } from './query';

// /webinars: the first answer comes with the page (route-table.ts names it).
export const $webinarList = callStore<WebinarList>(api.webinars.index.$url(), () => answer(api.webinars.index.$get()));

// A seat taken or given back: the webinar's page as it now stands for the member.
// Not retried: a second try after a lost answer would be told the seat is already theirs.
export const takeSeat = (id: number): Promise<WebinarPage> =>
  answer(api.webinars[':id'].registration.$post({ param: { id: String(id) } }));

export const giveSeatBack = (id: number): Promise<WebinarPage> =>
  answer(api.webinars[':id'].registration.$delete({ param: { id: String(id) } }));

// The host's marks: the webinar starts (from 15 minutes before its time) or ends.
export const markWebinar = (id: number, what: 'start' | 'end'): Promise<WebinarPage> =>
  answer(
    what === 'start'
      ? api.webinars[':id'].start.$post({ param: { id: String(id) } })
      : api.webinars[':id'].end.$post({ param: { id: String(id) } }),
  );

// One webinar as it now stands for the member (after a payment landed, say).
export const webinarOf = (id: number): Promise<WebinarPage> => answer(api.webinars[':id'].$get({ param: { id: String(id) } }));

// A paid seat: held for the member, with the provider's checkout to pay it at. A second call
// reaches the same checkout while the seat is held.
export const payForSeat = (id: number): Promise<SeatCheckout> =>
  answer(api.webinars[':id'].checkout.$post({ param: { id: String(id) } }));

// An attendee's feedback, once: the page as it now stands.
export const sendFeedback = (id: number, input: FeedbackInput): Promise<FeedbackPage> =>
  answer(api.webinars[':id'].feedback.$post({ param: { id: String(id) }, json: input }));
