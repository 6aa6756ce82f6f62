import './admin-table.css';
import './AdminWebinars.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Registrant, WebinarDto } from '../../../worker/contract/webinars';
import { formatUsd } from '../../../worker/domain/money';
import { serverMessage } from '../../lib/api-fetch';
import { downloadCsv } from '../../lib/download';
import { $adminWebinars, cancelWebinar, registrantsCsv, registrantsOf } from '../../stores/admin-webinars';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { useLoaded } from '../shared/use-loaded';
import WebinarForm from './WebinarForm';
import WebinarReport from './WebinarReport';

const PHASE_LABELS: Record<WebinarDto['phase'], string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

const SEAT_LABELS: Record<Registrant['status'], string> = {
  registered: 'Held',
  held: 'Paying',
  cancelled: 'Given back',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const open = (w: WebinarDto) => w.phase === 'upcoming' || w.phase === 'live';
// A report once the live session has begun.
const reported = (w: WebinarDto) => w.phase === 'live' || w.phase === 'ended';

// A webinar's registrants, read when asked for, with their CSV.
function Registrants({ webinar, onClose }: { webinar: WebinarDto; onClose: () => void }) {
  const { data: rows, failed } = useLoaded(webinar.id, registrantsOf);
  return (
    <section className="admin-section webinar-registrants" aria-labelledby="registrants-title">
      <div className="webinar-registrants__head">
        <h2 id="registrants-title">Registrants of “{webinar.title}”</h2>
        <div className="webinar-registrants__actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={!rows}
            onClick={() => rows && downloadCsv(`webinar-${webinar.id}-registrants.csv`, registrantsCsv(rows))}
          >
            Download CSV
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      {failed ? (
        <LoadFailed what="the registrants" />
      ) : !rows ? (
        <Spinner label="Loading registrants..." />
      ) : rows.length === 0 ? (
        <EmptyState compact>Nobody has registered yet.</EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Email</th>
                <th scope="col">Registered</th>
                <th scope="col">Seat</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.userId}>
                  <th scope="row">
                    <a href={`/profile/${r.userId}`}>{r.name}</a> <span className="admin-muted">@{r.username}</span>
                  </th>
                  <td data-label="Email">{r.email}</td>
                  <td data-label="Registered">{when(r.registeredAt)}</td>
                  <td data-label="Seat">{SEAT_LABELS[r.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

// /admin/webinars: every webinar with its seats, the form that creates and edits them,
// cancelling (which tells every seat holder), each webinar's registrants and its report.
export default function AdminWebinars() {
  const { data, error } = useStore($adminWebinars);
  const [editing, setEditing] = useState<WebinarDto | null>(null);
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState<{ webinar: WebinarDto; view: 'registrants' | 'report' } | null>(null);
  const [cancelling, setCancelling] = useState<WebinarDto | null>(null);
  const [pending, setPending] = useState(false);
  if (error) return <LoadFailed what="the webinars" />;
  if (!data) return <Spinner label="Loading webinars..." />;
  const done = () => {
    setEditing(null);
    setRound((n) => n + 1);
  };

  async function confirmCancel() {
    if (!cancelling) return;
    setPending(true);
    try {
      await cancelWebinar(cancelling.id);
      showToast({ title: 'Webinar cancelled', description: 'Everyone holding a seat is told by mail.' });
      setCancelling(null);
    } catch (err) {
      showToast({ title: 'Not cancelled', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="admin-webinars">
      <div className="admin-webinars__main">
        <section className="admin-section" aria-labelledby="webinars-title">
          <h2 id="webinars-title">
            Webinars <span className="admin-count">{data.length}</span>
          </h2>
          {data.length === 0 ? (
            <EmptyState title="No webinars yet">Create the first one with the form.</EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Webinar</th>
                    <th scope="col">Starts</th>
                    <th scope="col">Seats</th>
                    <th scope="col">Price</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((w) => (
                    <tr key={w.id}>
                      <th scope="row">
                        <a href={`/webinar/${w.id}`}>{w.title}</a>
                        <span className="admin-muted webinar-row__host">Hosted by {w.host.name}</span>
                      </th>
                      <td data-label="Starts">{when(w.startsAt)}</td>
                      <td data-label="Seats">
                        {w.capacity - w.seatsLeft} / {w.capacity}
                      </td>
                      <td data-label="Price">{w.priceCents === 0 ? 'Free' : formatUsd(w.priceCents)}</td>
                      <td data-label="Status">{PHASE_LABELS[w.phase]}</td>
                      <td>
                        <div className="webinar-row__actions">
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() => setShown({ webinar: w, view: 'registrants' })}
                          >
                            Registrants<span className="sr-only"> of {w.title}</span>
                          </button>
                          {reported(w) && (
                            <button
                              type="button"
                              className="btn btn-ghost btn-sm"
                              onClick={() => setShown({ webinar: w, view: 'report' })}
                            >
                              Report<span className="sr-only"> on {w.title}</span>
                            </button>
                          )}
                          {open(w) && (
                            <>
                              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(w)}>
                                Edit<span className="sr-only"> {w.title}</span>
                              </button>
                              <button type="button" className="btn btn-ghost btn-sm btn-danger" onClick={() => setCancelling(w)}>
                                Cancel<span className="sr-only"> webinar {w.title}</span>
                              </button>
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {shown?.view === 'registrants' && <Registrants webinar={shown.webinar} onClose={() => setShown(null)} />}
        {shown?.view === 'report' && <WebinarReport webinar={shown.webinar} onClose={() => setShown(null)} />}
      </div>
      <aside className="admin-webinars__form">
        <WebinarForm key={editing ? `edit-${editing.id}` : `add-${round}`} webinar={editing} onDone={done} />
      </aside>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this webinar?"
        message={`“${cancelling?.title ?? ''}” is cancelled for everyone: each seat holder is mailed a cancellation for their calendar, and paid seats are refunded in full.`}
        confirmLabel="Cancel Webinar"
        pendingLabel="Cancelling..."
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
