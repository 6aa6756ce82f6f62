import './MentorCardView.css';
import type { MentorCard } from '../../../worker/contract/mentors';
import { shortDayTime } from '../../../worker/domain/en-dates';
import { initialsOf, mentorPath } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import ViewerTime from '../shared/ViewerTime';
import Rating from './Rating';

// A mentor in discovery's grid.
export default function MentorCardView({ mentor }: { mentor: MentorCard }) {
  const href = mentorPath(mentor);
  const next = mentor.nextAvailableAt;
  return (
    <article className="mentor-card">
      <header className="mentor-card__head">
        {mentor.photoUrl ? (
          <img
            className="mentor-card__photo"
            src={mentor.photoUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="mentor-card__photo mentor-card__initials" aria-hidden="true">
            {initialsOf(mentor.name)}
          </span>
        )}
        <div>
          <h3 className="mentor-card__name">
            <a href={href}>{mentor.name}</a>
          </h3>
          <Rating rating={mentor.rating} count={mentor.reviewCount} />
        </div>
      </header>
      <p className="mentor-card__headline">{mentor.headline}</p>
      <ul className="mentor-card__tags" aria-label="Specialties">
        {mentor.specialties.map((specialty) => (
          <li key={specialty}>{specialty}</li>
        ))}
      </ul>
      <dl className="mentor-card__facts">
        <div>
          <dt>Rate</dt>
          <dd>
            <strong>{formatUsd(mentor.hourlyRateCents).replace(/\.00$/, '')}</strong> / hour
          </dd>
        </div>
        <div>
          <dt>Next free</dt>
          <dd>
            {next ? (
              <ViewerTime dateTime={next} text={(clock) => shortDayTime(clock.parts(Date.parse(next)))} />
            ) : (
              'No times open'
            )}
          </dd>
        </div>
      </dl>
      <a className="btn btn-outline mentor-card__cta" href={href}>
        View Profile<span className="sr-only"> of {mentor.name}</span>
      </a>
    </article>
  );
}
