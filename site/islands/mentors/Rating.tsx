import './Rating.css';
import type { CSSProperties } from 'react';

// Stars for a mean rating, read out as words.
export default function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return <span className="rating rating--none">New mentor</span>;
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true" style={{ '--rating': rating } as CSSProperties}>
        ★★★★★
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)} <span className="rating__count">({count})</span>
      </span>
    </span>
  );
}
