import './MentorProfileView.css';
import { useState } from 'react';
import type { MentorDetail } from '../../../worker/contract/mentors';
import { SESSION_TYPE_LABELS, mentorPath } from '../../../worker/domain/mentoring';
import { monthYear } from '../../../worker/domain/en-dates';
import { formatUsd } from '../../../worker/domain/money';
import { readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import { pageTime } from '../shared/use-now';
import FreeTimes from './FreeTimes';
import Rating from './Rating';

// The preview shows hour-long starts where the mentor offers them, else their longest session.
function previewDuration(mentor: MentorDetail): number {
  const durations = mentor.offers.flatMap((offer) => offer.prices.map((p) => p.durationMinutes));
  return durations.includes(60) ? 60 : Math.max(...durations, 30);
}

// /mentors/{id}: who the mentor is, what their sessions cost, when they are free (in the
// viewer's zone) and what students said.
function Profile({ mentor, signedIn }: { mentor: MentorDetail; signedIn: boolean }) {
  const [from] = useState(() => pageTime().toISOString());
  const ref = mentor.slug ?? String(mentor.userId);
  const bookHref = `${mentorPath(mentor)}/book`;
  const duration = previewDuration(mentor);
  return (
    <>
      <header className="page-header mentor-hero">
        <div className="container mentor-hero__inner">
          <img className="mentor-hero__photo" src={mentor.photoUrl ?? '/default-avatar.svg'} alt="" width={120} height={120} />
          <div className="mentor-hero__text">
            <span className="eyebrow">Mentor</span>
            <h1>{mentor.name}</h1>
            <p className="mentor-hero__headline">{mentor.headline}</p>
            <Rating rating={mentor.rating} count={mentor.reviewCount} />
          </div>
          <div className="mentor-hero__actions">
            <a
              className="btn btn-primary btn-lg"
              href={signedIn ? bookHref : `/auth?tab=login&next=${encodeURIComponent(bookHref)}`}
            >
              Book a Session
            </a>
            <a
              className="btn btn-outline"
              href={signedIn ? `/messages/${mentor.userId}` : '/auth?tab=login'}
              data-chat-with={signedIn ? mentor.userId : undefined}
            >
              Message
            </a>
          </div>
        </div>
      </header>
      <div className="container mentor-body">
        <div className="mentor-body__main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">About</h2>
            <p className="mentor-bio">{mentor.bio}</p>
            <ul className="mentor-card__tags" aria-label="Specialties">
              {mentor.specialties.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <dl className="mentor-facts">
              <div>
                <dt>Experience</dt>
                <dd>{mentor.yearsExperience} years</dd>
              </div>
              <div>
                <dt>Languages</dt>
                <dd>{mentor.languages.join(', ')}</dd>
              </div>
              {mentor.portfolioLinks.length > 0 && (
                <div>
                  <dt>Portfolio</dt>
                  <dd>
                    {mentor.portfolioLinks.map((link) => (
                      <a key={link} href={link} rel="noopener nofollow ugc" target="_blank">
                        {link.replace(/^https?:\/\//, '')}
                      </a>
                    ))}
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">Reviews</h2>
            {mentor.reviews.length === 0 ? (
              <p className="mentor-muted">No reviews yet. Be the first to book a session.</p>
            ) : (
              <ul className="mentor-reviews">
                {mentor.reviews.map((review) => (
                  <li key={`${review.reviewer}${review.createdAt}`} className="mentor-review">
                    <Rating rating={review.rating} count={1} />
                    {review.comment && <p>{review.comment}</p>}
                    <p className="mentor-review__by">
                      {review.reviewer} · {monthYear(review.createdAt)}
                    </p>
                    {review.reply && (
                      <p className="mentor-review__reply">
                        <strong>{mentor.name.split(' ')[0]} replied:</strong> {review.reply}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="mentor-body__side">
          <section className="mentor-panel" aria-labelledby="rates-title">
            <h2 id="rates-title">Sessions</h2>
            <table className="mentor-rates">
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Length</th>
                  <th scope="col" className="mentor-rates__price">
                    Price
                  </th>
                </tr>
              </thead>
              {mentor.offers.map((offer) => (
                <tbody key={offer.type}>
                  {offer.prices.map((price, i) => (
                    <tr key={price.durationMinutes}>
                      {i === 0 && (
                        <th scope="rowgroup" rowSpan={offer.prices.length}>
                          {SESSION_TYPE_LABELS[offer.type]}
                        </th>
                      )}
                      <td>{price.durationMinutes} min</td>
                      <td className="mentor-rates__price">{formatUsd(price.priceCents)}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
            <p className="mentor-muted">{formatUsd(mentor.hourlyRateCents)} an hour, charged by the minute.</p>
          </section>
          <section className="mentor-panel" aria-labelledby="times-title">
            <h2 id="times-title">Next available</h2>
            <FreeTimes
              mentorRef={ref}
              durationMinutes={duration}
              from={from}
              days={7}
              limitDays={3}
              perDay={8}
              moreHref={bookHref}
              bookHref={(slot) => `${bookHref}?at=${encodeURIComponent(slot)}&minutes=${duration}`}
            />
          </section>
        </aside>
      </div>
    </>
  );
}

export default function MentorProfileView() {
  // Always there on a served page (only the build renders this without one).
  const [{ mentor, signedIn }] = useState(() => {
    const state = readEdgeState();
    return { mentor: (state.page as { mentor?: MentorDetail } | undefined)?.mentor, signedIn: state.user !== null };
  });
  return <ErrorBoundary>{mentor && <Profile mentor={mentor} signedIn={signedIn} />}</ErrorBoundary>;
}
