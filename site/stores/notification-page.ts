import { NOTIFICATIONS_FIRST_QUERY } from '../../worker/contract/notifications';
import { answer, api } from '../lib/api-client';
import { callStore } from './query';

// /notifications' first page; the page arrives with it (worker/pages/route-table.ts).
export const $firstNotifications = callStore(api.notifications.index.$url({ query: NOTIFICATIONS_FIRST_QUERY }), () =>
  answer(api.notifications.index.$get({ query: NOTIFICATIONS_FIRST_QUERY })),
);
