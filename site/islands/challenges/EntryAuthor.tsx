import './author.css';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { DEFAULT_AVATAR } from '../shared/photo-urls';

// The photographer, or the reason they are not shown: authors stay hidden until results.
export default function EntryAuthor({ entry }: { entry: SubmissionDto }) {
  if (entry.userId === null || !entry.username) {
    return (
      <span className="author author--hidden">
        <span className="author__placeholder" aria-hidden="true">
          ?
        </span>
        Anonymous until results
      </span>
    );
  }
  return (
    <a className="author" href={`/profile/${entry.userId}`}>
      <img
        src={entry.profile_image_url || DEFAULT_AVATAR}
        alt=""
        width={24}
        height={24}
        onError={(e) => (e.currentTarget.src = DEFAULT_AVATAR)}
      />
      <span>{entry.isMine ? `${entry.username} (you)` : entry.username}</span>
    </a>
  );
}
