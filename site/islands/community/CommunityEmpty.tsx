import './CommunityEmpty.css';
import EmptyState from '../shared/EmptyState';
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
    <EmptyState
      title={status ? WHAT[status] : 'No community challenges yet'}
      icon={
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 8v8M8 12h8" />
        </>
      }
      action={
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
      }
    >
      Set a theme of your own and invite the community to shoot it.
    </EmptyState>
  );
}
