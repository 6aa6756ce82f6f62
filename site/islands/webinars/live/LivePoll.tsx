import { type FormEvent, useState } from 'react';
import {
  POLL_OPTION_MAX_CHARS,
  POLL_OPTIONS,
  POLL_QUESTION_MAX_CHARS,
  type RoomState,
} from '../../../../worker/contract/webinar-room';
import { say } from '../../../stores/webinar-room';

// The host opens a poll and closes it; attendees vote once; everyone sees the results live.
function PollForm({ open }: { open: boolean }) {
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);

  function start(event: FormEvent) {
    event.preventDefault();
    const filled = options.map((o) => o.trim()).filter(Boolean);
    if (say({ type: 'poll-open', question, options: filled })) {
      setQuestion('');
      setOptions(['', '']);
    }
  }

  return (
    <form className="live-poll-form" onSubmit={start}>
      <label htmlFor="live-poll-question">New poll</label>
      <input
        id="live-poll-question"
        className="input"
        value={question}
        maxLength={POLL_QUESTION_MAX_CHARS}
        placeholder="Ask the room…"
        onChange={(e) => setQuestion(e.target.value)}
      />
      {options.map((option, i) => (
        <input
          // The options are a fixed list the host edits in place.
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no identity but their place
          key={i}
          className="input"
          aria-label={`Option ${i + 1}`}
          value={option}
          maxLength={POLL_OPTION_MAX_CHARS}
          placeholder={`Option ${i + 1}`}
          onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
        />
      ))}
      <div className="live-poll-form__actions">
        {options.length < POLL_OPTIONS.max && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOptions([...options, ''])}>
            Add option
          </button>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={!open || !question.trim() || options.filter((o) => o.trim()).length < POLL_OPTIONS.min}
        >
          Open poll
        </button>
      </div>
    </form>
  );
}

export default function LivePoll({ state, open }: { state: RoomState; open: boolean }) {
  const { poll, pollChoice } = state;
  const host = state.you.role === 'host';
  const total = poll ? poll.counts.reduce((a, b) => a + b, 0) : 0;
  return (
    <section className="live-panel live-poll" aria-label="Poll">
      <h2 className="live-panel__title">Poll</h2>
      {!poll && <p className="live-panel__empty">{host ? 'No poll yet: open one below.' : 'No poll yet.'}</p>}
      {poll && (
        <div className="live-poll__card">
          <p className="live-poll__question">
            {poll.question}
            <span className={`live-badge${poll.open ? '' : ' live-badge--done'}`}>{poll.open ? 'Open' : 'Closed'}</span>
          </p>
          <ul className="live-poll__options">
            {poll.options.map((option, i) => {
              const count = poll.counts[i] ?? 0;
              const share = total ? Math.round((100 * count) / total) : 0;
              const canVote = poll.open && !host && pollChoice === null;
              return (
                <li key={option}>
                  <button
                    type="button"
                    className={`live-poll__option${pollChoice === i ? ' live-poll__option--chosen' : ''}`}
                    disabled={!open || !canVote}
                    aria-pressed={pollChoice === i}
                    onClick={() => say({ type: 'poll-vote', pollId: poll.id, option: i })}
                  >
                    <span className="live-poll__bar" style={{ width: `${share}%` }} />
                    <span className="live-poll__label">{option}</span>
                    <span className="live-poll__count">
                      {count} ({share}%)
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="live-poll__total">
            {total} {total === 1 ? 'vote' : 'votes'}
          </p>
          {host && poll.open && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => say({ type: 'poll-close', pollId: poll.id })}>
              Close poll
            </button>
          )}
        </div>
      )}
      {host && !poll?.open && <PollForm open={open} />}
    </section>
  );
}
