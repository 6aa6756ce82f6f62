import './Comments.css';
import { useStore } from '@nanostores/react';
import type { PhotoType } from '../../lib/photo-type';
import { photoComments, postComment } from '../../stores/challenges';
import Spinner from '../shared/Spinner';
import CommentForm from './CommentForm';
import CommentItem from './CommentItem';
import { loginHref, photoHref } from '../shared/photo-urls';
import { useViewer } from './use-viewer';

type Props = { photoId: number; photoType: PhotoType };

export default function Comments({ photoId, photoType }: Props) {
  const viewer = useViewer();
  const { data, error } = useStore(photoComments(photoId, photoType));
  return (
    <section id="comments" className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments{data ? ` (${data.length})` : ''}</h2>
      {error && <p className="list-error">We couldn't load the comments.</p>}
      {!data && !error && <Spinner />}
      {data && data.length === 0 && <p className="section-note">No comments yet. Say what you like about this photo.</p>}
      {data && data.length > 0 && (
        <ol className="comment-list">
          {data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} own={comment.userId === viewer?.id} />
          ))}
        </ol>
      )}
      {viewer ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Post comment"
          onSubmit={(body) => postComment(photoId, body, photoType)}
        />
      ) : (
        <p className="section-note">
          <a href={loginHref(photoHref(photoId, photoType))}>Log in</a> to join the conversation.
        </p>
      )}
    </section>
  );
}
