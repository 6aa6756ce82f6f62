import { useStore } from '@nanostores/react';
import { monthYear } from '../../../worker/domain/en-dates';
import { sessionList } from '../../stores/sessions';
import Spinner from '../shared/Spinner';
import EmptyState from '../shared/EmptyState';
import Rating from './Rating';
import ReviewReply from './ReviewReply';

// The mentor's reviews, newest first, each answerable once.
export default function MentorReviews() {
  const { data, error } = useStore(sessionList('mentor', 'past'));
  if (error) return <p className="list-error">We couldn't load your reviews. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading reviews..." />;
  const reviewed = data.filter((session) => session.review);
  if (reviewed.length === 0) return <EmptyState compact>Reviews from your students will show here.</EmptyState>;
  return (
    <ul className="mentor-reviews">
      {reviewed.map(({ id, review, student }) =>
        review ? (
          <li key={id} className="mentor-review">
            <Rating rating={review.rating} count={1} />
            {review.comment && <p>{review.comment}</p>}
            <p className="mentor-review__by">
              {student.name} · {monthYear(review.createdAt)}
            </p>
            {review.reply ? (
              <p className="mentor-review__reply">
                <strong>You replied:</strong> {review.reply}
              </p>
            ) : (
              <ReviewReply sessionId={id} />
            )}
          </li>
        ) : null,
      )}
    </ul>
  );
}
