import type { ReactNode } from 'react';
import EmptyState from '../shared/EmptyState';

type Props<Days extends string> = { period: Days; onChoose: (days: Days) => void; children: ReactNode };

// A figures page with nothing in its period says what is missing (children) and, short of a
// year, offers the last twelve months.
export default function QuietPeriod<Days extends string>({ period, onChoose, children }: Props<Days>) {
  return (
    <EmptyState
      compact
      action={
        period !== '365' && (
          <button type="button" className="btn btn-outline" onClick={() => onChoose('365' as Days)}>
            Show the Last 12 Months
          </button>
        )
      }
    >
      {children}
    </EmptyState>
  );
}
