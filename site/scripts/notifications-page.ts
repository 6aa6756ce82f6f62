// /notifications: pages of lines, 'Load more', 'Mark all as read'; the first page again when
// the socket says something changed (scripts/realtime.ts keeps the count).
import { serverMessage } from '../lib/api-fetch';
import { $unseenNotifications, markAllNotificationsRead, notificationPage } from '../stores/notifications';
import { showToast } from '../stores/toast';
import { notificationLine } from './notification-line';

const root = document.querySelector<HTMLElement>('[data-notifications-page]');
const list = root?.querySelector<HTMLOListElement>('[data-page-list]');
const loading = root?.querySelector<HTMLElement>('[data-page-loading]');
const empty = root?.querySelector<HTMLElement>('[data-page-empty]');
const more = root?.querySelector<HTMLButtonElement>('[data-page-more]');
const readAll = root?.querySelector<HTMLButtonElement>('[data-page-read-all]');

let cursor: number | null = null;
let pages = 0;
// The count the lines shown were fetched with: a different one means they are out of date.
let shownUnseen = 0;

async function load(append: boolean) {
  try {
    const page = await notificationPage({ before: append ? (cursor ?? undefined) : undefined });
    shownUnseen = page.unseen;
    pages = append ? pages + 1 : 1;
    $unseenNotifications.set(page.unseen);
    const now = Date.now();
    const lines = page.notifications.map((line) => notificationLine(line, now));
    if (append) list?.append(...lines);
    else list?.replaceChildren(...lines);
    cursor = page.nextCursor;
    if (more) more.hidden = cursor === null;
    if (empty) empty.hidden = (list?.childElementCount ?? 0) > 0;
  } catch (error) {
    showToast({
      title: 'Could not load notifications',
      description: serverMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  } finally {
    if (loading) loading.hidden = true;
  }
}

if (root) {
  void load(false);
  more?.addEventListener('click', async () => {
    more.disabled = true;
    await load(true);
    more.disabled = false;
  });
  readAll?.addEventListener('click', async () => {
    readAll.disabled = true;
    try {
      await markAllNotificationsRead();
    } catch (error) {
      showToast({ title: 'That did not work', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      readAll.disabled = false;
    }
  });
  // Something arrived or was read elsewhere: the first page again, unless the reader has
  // gone further down (the lines would jump under them).
  $unseenNotifications.subscribe((count) => {
    if (readAll) readAll.hidden = count === 0;
  });
  $unseenNotifications.listen((count) => {
    if (count !== shownUnseen && pages <= 1) void load(false);
  });
}
