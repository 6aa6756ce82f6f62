import type { WebinarReport as Report } from '../../../worker/contract/webinar-report';
import type { WebinarDto } from '../../../worker/contract/webinars';
import { downloadCsv } from '../../lib/download';
import { attendanceCsv, pollsCsv, questionsCsv, reportOf } from '../../stores/admin-webinars';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import StatTiles from '../shared/StatTiles';
import { useLoaded } from '../shared/use-loaded';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// Under half a minute rounds to nothing, but they were there.
const minutesText = (minutes: number) => (minutes === 0 ? '< 1' : String(minutes));
const stars = (average: number | null) => (average === null ? '—' : `${average.toFixed(1)} / 5`);

function Attendance({ report }: { report: Report }) {
  const { registered, attendedOfRegistered, peak, averageMinutes, attendees } = report.attendance;
  return (
    <>
      <StatTiles
        tiles={[
          { label: 'Registered', value: String(registered) },
          {
            label: 'Attended',
            value: String(attendedOfRegistered),
            hint: registered ? `${Math.round((attendedOfRegistered / registered) * 100)}% of registrants` : undefined,
          },
          { label: 'Most at once', value: String(peak) },
          { label: 'Average time', value: averageMinutes === null ? '—' : `${minutesText(averageMinutes)} min` },
        ]}
      />
      {attendees.length === 0 ? (
        <EmptyState compact>Nobody has joined the live session.</EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">First joined</th>
                <th scope="col">Visits</th>
                <th scope="col">Minutes</th>
              </tr>
            </thead>
            <tbody>
              {attendees.map((a) => (
                <tr key={a.userId}>
                  <th scope="row">
                    <a href={`/profile/${a.userId}`}>{a.name}</a> <span className="admin-muted">@{a.username}</span>
                    {a.seat !== 'registered' && <span className="admin-muted webinar-row__host">No seat (host or admin)</span>}
                  </th>
                  <td data-label="First joined">{when(a.firstJoinedAt)}</td>
                  <td data-label="Visits">{a.visits}</td>
                  <td data-label="Minutes">{minutesText(a.minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function Questions({ report }: { report: Report }) {
  if (report.questions.length === 0) return <EmptyState compact>No questions were asked.</EmptyState>;
  return (
    <ol className="webinar-report__list">
      {report.questions.map((q) => (
        <li key={q.id}>
          <p>{q.text}</p>
          <span className="admin-muted">
            {q.name} · {q.votes} {q.votes === 1 ? 'upvote' : 'upvotes'}
            {q.answered && ' · Answered'}
            {q.pinned && ' · Pinned'}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Polls({ report }: { report: Report }) {
  if (report.polls.length === 0) return <EmptyState compact>No polls were run.</EmptyState>;
  return (
    <ol className="webinar-report__list">
      {report.polls.map((poll) => {
        const total = poll.options.reduce((sum, o) => sum + o.votes, 0);
        return (
          <li key={poll.id}>
            <p>
              {poll.question}
              {poll.open && <span className="admin-muted"> (still open)</span>}
            </p>
            <ul className="webinar-report__options">
              {poll.options.map((option) => (
                <li key={option.text}>
                  {option.text}: {option.votes} ({total ? Math.round((option.votes / total) * 100) : 0}%)
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function Feedback({ report }: { report: Report }) {
  const { count, webinarAverage, hostAverage, feedback } = report.feedback;
  return (
    <>
      <StatTiles
        tiles={[
          { label: 'Ratings', value: String(count) },
          { label: 'Webinar', value: stars(webinarAverage) },
          { label: 'Host', value: stars(hostAverage) },
        ]}
      />
      {feedback.some((f) => f.comment) && (
        <ul className="webinar-report__list">
          {feedback
            .filter((f) => f.comment)
            .map((f) => (
              <li key={`${f.name}-${f.givenAt}`}>
                <p>{f.comment}</p>
                <span className="admin-muted">
                  {f.name} · webinar {f.webinarRating}/5 · host {f.hostRating}/5
                </span>
              </li>
            ))}
        </ul>
      )}
    </>
  );
}

// A webinar's report, read when asked for: attendance, Q&A, polls and feedback, each part
// with its CSV where it has rows.
export default function WebinarReport({ webinar, onClose }: { webinar: WebinarDto; onClose: () => void }) {
  const { data: report, failed } = useLoaded(webinar.id, reportOf);
  const file = (part: string) => `webinar-${webinar.id}-${part}.csv`;
  return (
    <section className="admin-section webinar-report" aria-labelledby="report-title">
      <div className="webinar-registrants__head">
        <h2 id="report-title">Report on “{webinar.title}”</h2>
        <div className="webinar-registrants__actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      {failed ? (
        <LoadFailed what="the report" />
      ) : !report ? (
        <Spinner label="Loading the report..." />
      ) : (
        [
          {
            id: 'attendance',
            title: 'Attendance',
            rows: report.attendance.attendees.length,
            csv: attendanceCsv,
            body: Attendance,
          },
          { id: 'questions', title: 'Questions', rows: report.questions.length, csv: questionsCsv, body: Questions },
          { id: 'polls', title: 'Polls', rows: report.polls.length, csv: pollsCsv, body: Polls },
          { id: 'feedback', title: 'Feedback', rows: 0, csv: null, body: Feedback },
        ].map(({ id, title, rows, csv, body: Body }) => (
          <div key={id} className="webinar-report__part">
            <div className="webinar-registrants__head">
              <h3>{title}</h3>
              {csv && rows > 0 && (
                <button type="button" className="btn btn-outline btn-sm" onClick={() => downloadCsv(file(id), csv(report))}>
                  Download CSV<span className="sr-only"> of the {id}</span>
                </button>
              )}
            </div>
            <Body report={report} />
          </div>
        ))
      )}
    </section>
  );
}
