import './RankBadge.css';
const MEDALS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };
const PLACES: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

// Gold, silver and bronze for the top three; a plain place number below them.
export default function RankBadge({ rank, label }: { rank: number; label?: string }) {
  const medal = MEDALS[rank];
  return (
    <span className={`rank-badge rank-badge--${medal ?? 'plain'}`}>
      {medal && <span className="rank-badge__dot" aria-hidden="true" />}
      {label ? `${label} · ` : ''}
      {PLACES[rank] ?? `#${rank}`}
      {medal && <span className="sr-only"> place</span>}
    </span>
  );
}
