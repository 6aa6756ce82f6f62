import './WebinarList.css';
import { useStore } from '@nanostores/react';
import type { WebinarDto } from '../../../worker/contract/webinars';
import { $webinarList } from '../../stores/webinars';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import WebinarCard from './WebinarCard';

function Shelf({ id, title, webinars }: { id: string; title: string; webinars: WebinarDto[] }) {
  return (
    <section className="webinar-shelf" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="webinar-grid">
        {webinars.map((webinar) => (
          <li key={webinar.id}>
            <WebinarCard webinar={webinar} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Lists() {
  const { data, error } = useStore($webinarList);
  if (error)
    return (
      <p className="list-error" role="alert">
        We couldn't load the webinars. Please reload the page.
      </p>
    );
  if (!data) return <Spinner label="Loading webinars..." screen />;
  const { live, upcoming, past } = data;
  if (live.length + upcoming.length + past.length === 0) {
    return (
      <EmptyState title="No Webinars Yet">
        New webinars are announced here. Meanwhile, <a href="/challenges?status=active">enter today's challenge</a>.
      </EmptyState>
    );
  }
  return (
    <>
      {live.length > 0 && <Shelf id="webinars-live" title="Live now" webinars={live} />}
      {upcoming.length > 0 ? (
        <Shelf id="webinars-upcoming" title="Upcoming" webinars={upcoming} />
      ) : (
        <section className="webinar-shelf" aria-labelledby="webinars-upcoming">
          <h2 id="webinars-upcoming">Upcoming</h2>
          <EmptyState compact>No upcoming webinars yet: new ones are announced here.</EmptyState>
        </section>
      )}
      {past.length > 0 && <Shelf id="webinars-past" title="Past webinars" webinars={past} />}
    </>
  );
}

// /webinars: live now, upcoming and past. The first view arrives in the page.
export default function WebinarList() {
  return (
    <ErrorBoundary>
      <Lists />
    </ErrorBoundary>
  );
}
