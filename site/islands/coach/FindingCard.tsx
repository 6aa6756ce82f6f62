import './FindingCard.css';
import type { CoachFinding } from '../../lib/coach/types';

export const VERDICT_TEXT: Record<CoachFinding['verdict'], string> = { good: 'Good', note: 'Worth a look', fix: 'Fix' };

// One measured finding: the verdict, the number it rests on, what it means, one thing to
// try, and when the measurement can mislead.
export default function FindingCard({ finding }: { finding: CoachFinding }) {
  return (
    <li className={`finding finding--${finding.verdict}`} data-finding={finding.id}>
      <div className="finding__head">
        <h3 className="finding__title">{finding.title}</h3>
        <span className="finding__badge">{VERDICT_TEXT[finding.verdict]}</span>
      </div>
      <p className="finding__value">{finding.value}</p>
      <p>{finding.meaning}</p>
      <p>
        <strong>Try: </strong>
        {finding.suggestion}
      </p>
      <p className="finding__caveat">
        <strong>Caveat: </strong>
        {finding.caveat}
      </p>
    </li>
  );
}
