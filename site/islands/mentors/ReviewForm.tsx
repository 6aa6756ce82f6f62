import './ReviewForm.css';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { reviewSession } from '../../stores/sessions';
import { showToast } from '../../stores/toast';
import SubmitButton from '../shared/SubmitButton';
import TextAreaField from '../fields/TextAreaField';

// A completed session's review: 1 to 5 stars and a comment, once.
export default function ReviewForm({ sessionId }: { sessionId: number }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose a rating from 1 to 5');
      return;
    }
    setPending(true);
    try {
      await reviewSession(sessionId, rating, comment);
      showToast({ title: 'Review posted', description: 'Thank you: it now shows on your mentor’s profile.' });
    } catch (failure) {
      showToast({
        title: 'Could not post your review',
        description: serverMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <fieldset className="review-form__stars" aria-describedby={error ? 'rating-error' : undefined}>
        <legend className="field__label">Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'review-star review-star--on' : 'review-star'}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => {
                setRating(n);
                setError(undefined);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
        {error && (
          <p id="rating-error" className="field__error">
            {error}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="comment"
        label="What was it like?"
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <SubmitButton pending={pending} label="Post Review" pendingLabel="Posting..." />
    </form>
  );
}
