import { QUESTION_MAX_CHARS, type RoomState } from '../../../../worker/contract/webinar-room';
import { say } from '../../../stores/webinar-room';
import LineForm from './LineForm';

// Q&A: attendees ask and upvote (once each, not their own); the host answers and pins one.
export default function LiveQuestions({ state, open }: { state: RoomState; open: boolean }) {
  const host = state.you.role === 'host';

  return (
    <section className="live-panel live-questions" aria-label="Questions">
      <h2 className="live-panel__title">Questions</h2>
      {!host && (
        <LineForm
          id="live-question-input"
          label="Your question"
          placeholder="Ask the host a question…"
          maxLength={QUESTION_MAX_CHARS}
          button="Ask"
          open={open}
          onSend={(text) => say({ type: 'ask', text })}
        />
      )}
      <ol className="live-questions__list">
        {state.questions.length === 0 && <li className="live-panel__empty">No questions yet.</li>}
        {state.questions.map((q) => {
          const voted = state.votedQuestions.includes(q.id);
          const mine = q.userId === state.you.userId;
          return (
            <li
              key={q.id}
              className={`live-question${q.pinned ? ' live-question--pinned' : ''}${q.answered ? ' live-question--answered' : ''}`}
            >
              <button
                type="button"
                className="live-question__votes"
                aria-pressed={voted}
                aria-label={`Upvote: ${q.votes} ${q.votes === 1 ? 'vote' : 'votes'}`}
                disabled={!open || voted || mine || q.answered || host}
                onClick={() => say({ type: 'upvote', questionId: q.id })}
              >
                ▲ <span>{q.votes}</span>
              </button>
              <div className="live-question__body">
                <p className="live-question__text">{q.text}</p>
                <p className="live-question__meta">
                  {q.name}
                  {q.pinned && <span className="live-badge">Pinned</span>}
                  {q.answered && <span className="live-badge live-badge--done">Answered</span>}
                </p>
              </div>
              {host && !q.answered && (
                <span className="live-question__tools">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => say({ type: 'pin', questionId: q.pinned ? null : q.id })}
                  >
                    {q.pinned ? 'Unpin' : 'Pin'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => say({ type: 'answer', questionId: q.id })}
                  >
                    Mark answered
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
