import type { PhotoStats } from '../../../worker/contract/stats';
import { dayLabel, daysFrom, ordinal } from './series';

type Placed = { photo: PhotoStats; rank: number; day: string; challengeTitle: string };
type Props = { photos: PhotoStats[]; from: string; to: string; periodLabel: string };

// Placements over the period: a dot per placed photo on the day its results were named,
// higher for a better place, with the list of them beside it.
export default function PlacementChart({ photos, from, to, periodLabel }: Props) {
  const placed: Placed[] = photos
    .flatMap((photo) => (photo.placement && photo.placement.day >= from ? [{ photo, ...photo.placement }] : []))
    .sort((a, b) => a.day.localeCompare(b.day) || a.rank - b.rank);
  const days = daysFrom(from, to);
  const worst = Math.max(3, ...placed.map((p) => p.rank));
  const x = (day: string) => ((days.indexOf(day) + 0.5) / days.length) * 100;
  const y = (rank: number) => 8 + ((rank - 1) / Math.max(1, worst - 1)) * 84;
  const summary =
    placed.length === 0
      ? `No placements ${periodLabel}.`
      : `Placements ${periodLabel}: ${placed.map((p) => `${ordinal(p.rank)} on ${dayLabel(p.day)}`).join(', ')}.`;
  return (
    <section className="card bar-chart" aria-labelledby="chart-placement">
      <h3 id="chart-placement">Placements</h3>
      <div className="bar-chart__body">
        <figure className="bar-chart__figure">
          <span className="bar-chart__max" aria-hidden="true">
            1st
          </span>
          <svg
            className="bar-chart__svg placement-chart"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            {placed.map((p) => (
              <line key={p.photo.id} x1={x(p.day)} x2={x(p.day)} y1={y(p.rank)} y2={y(p.rank)} vectorEffect="non-scaling-stroke">
                <title>{`${ordinal(p.rank)} · ${p.photo.title} · ${dayLabel(p.day)}`}</title>
              </line>
            ))}
          </svg>
          <figcaption className="bar-chart__axis" aria-hidden="true">
            <span>{dayLabel(from)}</span>
            <span>{dayLabel(to)}</span>
          </figcaption>
        </figure>
        {placed.length === 0 ? (
          <p className="placement-chart__none">None in this period.</p>
        ) : (
          <ol className="placement-chart__list">
            {placed.map((p) => (
              <li key={p.photo.id}>
                <strong>{ordinal(p.rank)}</strong> {p.photo.title}
                <small>
                  {p.challengeTitle} · {dayLabel(p.day)}
                </small>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
