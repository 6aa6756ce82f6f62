import './CommentItem.css';
import { useState } from 'react';
import type { CommentDto } from '../../../worker/contract/submissions';
import { serverMessage } from '../../lib/api-fetch';
import { deleteComment, editComment } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import CommentForm from './CommentForm';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import { dateTime } from '../../lib/dates';
import { useViewerClock } from '../shared/use-viewer-clock';

type Props = { comment: CommentDto; own: boolean };

// One comment; its author may edit or delete it.
export default function CommentItem({ comment, own }: Props) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const clock = useViewerClock();

  async function remove() {
    if (!confirm('Delete this comment?')) return;
    setDeleting(true);
    try {
      await deleteComment(comment.submissionId, comment.id);
    } catch (error) {
      setDeleting(false);
      showToast({
        title: "Couldn't delete the comment",
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <li className="comment">
      <img
        className="comment__avatar"
        src={comment.profile_image_url || DEFAULT_AVATAR}
        alt=""
        width={36}
        height={36}
        onError={(e) => (e.currentTarget.src = DEFAULT_AVATAR)}
      />
      <div className="comment__main">
        <p className="comment__meta">
          <a href={`/profile/${comment.userId}`}>{comment.username}</a>
          <time dateTime={comment.createdAt}>{dateTime(comment.createdAt, clock)}</time>
          {comment.updatedAt && <span>(edited)</span>}
        </p>
        {editing ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initial={comment.body}
            onSubmit={async (body) => {
              await editComment(comment.submissionId, comment.id, body);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <p className="comment__body">{comment.body}</p>
        )}
        {own && !editing && (
          <div className="comment__actions">
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className="link-button" onClick={remove} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
