import './ReviewForm.css';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { reviewSession } from '../../stores/sessions';
import { showToast } from '../../stores/toast';
import SubmitButton from '../shared/SubmitButton';
import StarsField from '../fields/StarsField';
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
      <StarsField
        name="rating"
        legend="Your rating"
        value={rating}
        error={error}
        onChange={(n) => {
          setRating(n);
          setError(undefined);
        }}
      />
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
