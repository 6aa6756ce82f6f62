import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { replyToReview } from '../../stores/sessions';
import { showToast } from '../../stores/toast';
import SubmitButton from '../shared/SubmitButton';
import TextAreaField from '../fields/TextAreaField';

// The mentor's one answer to a review.
export default function ReviewReply({ sessionId }: { sessionId: number }) {
  const [reply, setReply] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await replyToReview(sessionId, reply);
      showToast({ title: 'Reply posted', description: 'It shows under the review on your profile.' });
    } catch (error) {
      showToast({
        title: 'Could not post your reply',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <TextAreaField
        name="reply"
        label="Your reply"
        maxLength={2000}
        value={reply}
        onChange={(e) => setReply(e.currentTarget.value)}
      />
      <SubmitButton pending={pending} disabled={!reply.trim()} label="Post Reply" pendingLabel="Posting..." />
    </form>
  );
}
