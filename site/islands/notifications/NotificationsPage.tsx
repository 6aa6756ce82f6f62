import './NotificationsPage.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { NotificationDto } from '../../../worker/contract/notifications';
import { serverMessage } from '../../lib/api-fetch';
import { $firstNotifications } from '../../stores/notification-page';
import { markAllNotificationsRead, notificationPage } from '../../stores/notification-lines';
import { $unseenNotifications } from '../../stores/notifications';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useNow } from '../shared/use-now';
import NotificationLines from './NotificationLines';

const failed = (title: string, error: unknown) =>
  showToast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// /notifications: every line of the member's bell, newest first, 20 at a time. The first page
// arrives with the HTML and follows changes (the inbox socket moves the bell's count) unless
// the reader has loaded more, when the lines would jump under them.
function Page() {
  const { data, error } = useStore($firstNotifications);
  const [older, setOlder] = useState<{ lines: NotificationDto[]; cursor: number | null } | null>(null);
  const [marking, setMarking] = useState(false);
  const [loading, setLoading] = useState(false);
  const now = useNow().getTime();

  useEffect(() => {
    if (data) $unseenNotifications.set(data.unseen);
  }, [data]);
  useEffect(
    () =>
      $unseenNotifications.listen((count) => {
        if (!older && count !== $firstNotifications.get().data?.unseen) $firstNotifications.revalidate();
      }),
    [older],
  );

  if (!data) {
    return error ? (
      <p className="list-error" role="alert">
        We couldn't load your notifications. Check your connection and reload the page.
      </p>
    ) : (
      <Spinner label="Loading..." />
    );
  }
  const cursor = older ? older.cursor : data.nextCursor;
  const lines = older ? [...data.notifications, ...older.lines] : data.notifications;

  async function loadMore() {
    setLoading(true);
    try {
      const page = await notificationPage({ before: cursor ?? undefined });
      setOlder((had) => ({ lines: [...(had?.lines ?? []), ...page.notifications], cursor: page.nextCursor }));
    } catch (problem) {
      failed('Could not load notifications', problem);
    } finally {
      setLoading(false);
    }
  }

  async function markAll() {
    setMarking(true);
    try {
      await markAllNotificationsRead();
      setOlder((had) => had && { ...had, lines: had.lines.map((line) => ({ ...line, unseen: false })) });
      $firstNotifications.revalidate();
    } catch (problem) {
      failed('That did not work', problem);
    } finally {
      setMarking(false);
    }
  }

  return (
    <>
      {data.unseen > 0 && (
        <div className="notifications-page__bar">
          <button type="button" className="btn btn-outline btn-sm" disabled={marking} onClick={markAll}>
            Mark all as read
          </button>
        </div>
      )}
      <div className="notifications-page__card">
        {lines.length > 0 ? (
          <ol className="notification-list">
            <NotificationLines lines={lines} now={now} />
          </ol>
        ) : (
          <p className="notification-list__empty">Nothing yet. What happens to your photos, sessions and sales shows up here.</p>
        )}
      </div>
      {cursor !== null && <LoadMore className="notifications-page__more" onMore={loadMore} busy={loading} />}
    </>
  );
}

export default function NotificationsPage() {
  return (
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>
  );
}
