import './CommunityEmpty.css';
import type { StatusFilter } from './status-filter';

type Props = { status: StatusFilter; onClear: () => void };

const WHAT: Record<string, string> = {
  active: 'No community challenges are open for entries right now',
  upcoming: 'No community challenges are coming up',
  voting: 'No community challenge is being voted on right now',
  completed: 'No community challenges have finished yet',
};

// An empty list invites the viewer to set the first challenge, and a filtered one offers the way back.
export default function CommunityEmpty({ status, onClear }: Props) {
  return (
    <div className="empty-state">
      <svg
        viewBox="0 0 24 24"
        width="40"
        height="40"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v8M8 12h8" />
      </svg>
      <h3>{status ? WHAT[status] : 'No community challenges yet'}</h3>
      <p>Set a theme of your own and invite the community to shoot it.</p>
      <div className="community-empty__actions">
        <a className="btn btn-primary btn-sm" href="/create-challenge">
          Create a Challenge
        </a>
        {status && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onClear}>
            Show all challenges
          </button>
        )}
      </div>
    </div>
  );
}
