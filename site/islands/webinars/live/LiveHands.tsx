import type { RoomState } from '../../../../worker/contract/webinar-room';
import { say } from '../../../stores/webinar-room';

// Raised hands: an attendee raises or lowers theirs; the host brings one on stage (their camera
// and microphone) and takes them off again.
export default function LiveHands({ state, open }: { state: RoomState; open: boolean }) {
  const host = state.you.role === 'host';
  const raised = state.hands.some((hand) => hand.userId === state.you.userId);
  const onStage = state.stage?.userId === state.you.userId;
  if (!host) {
    return (
      <div className="live-hands">
        {onStage ? (
          <p className="live-panel__note" role="status">
            You are on stage.
          </p>
        ) : (
          <button
            type="button"
            className={`btn ${raised ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={raised}
            disabled={!open}
            onClick={() => say({ type: 'hand', raised: !raised })}
          >
            {raised ? 'Lower hand' : 'Raise hand'}
          </button>
        )}
      </div>
    );
  }
  return (
    <section className="live-panel live-hands" aria-label="Raised hands">
      <h2 className="live-panel__title">Raised hands</h2>
      {state.stage !== null && (
        <p className="live-panel__note">
          On stage: {state.stage.name}.{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => say({ type: 'stage', userId: null })}>
            Take off stage
          </button>
        </p>
      )}
      {state.hands.length === 0 ? (
        <p className="live-panel__empty">No hands raised.</p>
      ) : (
        <ol className="live-hands__list">
          {state.hands.map((hand) => (
            <li key={hand.userId}>
              <span>{hand.name}</span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={!open}
                onClick={() => say({ type: 'stage', userId: hand.userId })}
              >
                Bring on stage
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
