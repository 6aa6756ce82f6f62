import './author.css';
import './Leaderboard.css';
import { useStore } from '@nanostores/react';
import { $leaderboard } from '../../stores/challenges';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import EmptyState from '../shared/EmptyState';

function Board() {
  const { data, error } = useStore($leaderboard);
  if (error)
    return (
      <p className="list-error" role="alert">
        We couldn't load the leaderboard. Please reload the page.
      </p>
    );
  if (!data) return <Spinner label="Loading leaderboard..." screen />;
  if (data.length === 0) {
    return (
      <EmptyState title="Be the First Champion">
        Nobody has placed yet. Enter today's challenge and claim the top spot.{' '}
        <a href="/challenges?status=active">Open challenges</a>
      </EmptyState>
    );
  }
  return (
    <table className="leaderboard">
      <caption className="sr-only">Photographers ranked by points</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Photographer</th>
          <th scope="col">Wins</th>
          <th scope="col">Entries</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {data.map((row, i) => (
          <tr key={row.id} className={i < 3 ? `leaderboard__top leaderboard__top--${i + 1}` : undefined}>
            <td className="leaderboard__rank">
              <span>{i + 1}</span>
            </td>
            <th scope="row">
              <a className="author" href={`/profile/${row.id}`}>
                <img
                  src={row.profile_image_url || DEFAULT_AVATAR}
                  alt=""
                  width={36}
                  height={36}
                  onError={(e) => (e.currentTarget.src = DEFAULT_AVATAR)}
                />
                {row.username}
              </a>
            </th>
            <td data-label="Wins">{row.challenges_won}</td>
            <td data-label="Entries">{row.total_submissions}</td>
            <td data-label="Points" className="leaderboard__points">
              {row.total_score}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Leaderboard() {
  return (
    <ErrorBoundary>
      <Board />
    </ErrorBoundary>
  );
}
