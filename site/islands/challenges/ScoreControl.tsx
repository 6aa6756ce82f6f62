import './ScoreControl.css';
import { useEffect, useId, useRef, useState } from 'react';

const SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// Arrow keys move through a radio group one step at a time; only the score the voter
// settles on is sent.
const SETTLE_MS = 450;

type Props = {
  title: string;
  saved: number | undefined;
  disabled: boolean;
  onScore: (score: number) => void;
};

// A 1–10 score as a radio group: reachable with Tab, changed with the arrow keys, and the
// chosen value always written out beside it.
export default function ScoreControl({ title, saved, disabled, onScore }: Props) {
  const name = useId();
  const [choice, setChoice] = useState(saved);
  // The latest handler, without restarting the settle timer on every parent render.
  const save = useRef(onScore);
  save.current = onScore;
  useEffect(() => setChoice(saved), [saved]);
  useEffect(() => {
    if (choice === undefined || choice === saved) return;
    const timer = setTimeout(() => save.current(choice), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [choice, saved]);
  return (
    <fieldset className="score-control" disabled={disabled}>
      <legend className="score-control__legend">
        <span className="sr-only">Score “{title}”: </span>
        <span aria-hidden="true">Your score</span>
        <strong className="score-control__value">{choice === undefined ? 'Not scored' : `${choice}/10`}</strong>
      </legend>
      <div className="score-control__options">
        {SCORES.map((score) => (
          <label key={score} className="score-control__option">
            <input type="radio" name={name} value={score} checked={choice === score} onChange={() => setChoice(score)} />
            <span>{score}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
