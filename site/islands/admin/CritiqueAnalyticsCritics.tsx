import './CritiqueAnalyticsCritics.css';
import type { TopCritic } from '../../../worker/contract/critique-analytics';

// The ten who wrote most in the period. A table at every width, scrolling sideways on a
// phone: five numbers a row read better in columns than as cards.
export default function CritiqueAnalyticsCritics({ critics, periodLabel }: { critics: TopCritic[]; periodLabel: string }) {
  if (critics.length === 0) return <p className="analytics__none">No critiques were written {periodLabel}.</p>;
  return (
    <div className="analytics-table-wrap" role="region" aria-label="Top critics" tabIndex={0}>
      <table className="analytics-table">
        <caption className="sr-only">Top critics by critiques written {periodLabel}</caption>
        <thead>
          <tr>
            <th scope="col">Critic</th>
            <th scope="col">Critiques</th>
            <th scope="col">Rated</th>
            <th scope="col">Average helpfulness</th>
            <th scope="col">Earned a credit</th>
          </tr>
        </thead>
        <tbody>
          {critics.map((critic) => (
            <tr key={critic.userId}>
              <th scope="row">
                <a href={`/profile/${critic.userId}`}>{critic.name}</a>{' '}
                <span className="analytics__muted">@{critic.username}</span>
              </th>
              <td>{critic.critiques.toLocaleString('en-US')}</td>
              <td>{critic.rated.toLocaleString('en-US')}</td>
              <td>{critic.averageHelpfulness === null ? '—' : critic.averageHelpfulness.toFixed(1)}</td>
              <td>{critic.earnedCredit.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
