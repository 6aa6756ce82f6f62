import type { ReactNode } from 'react';
import EmptyState from './EmptyState';

type Props = { children: ReactNode; onRetry: () => void };

// A dashboard section whose figures could not load says so in its own words (children) and
// asks its store again.
export default function RetryState({ children, onRetry }: Props) {
  return (
    <EmptyState
      compact
      role="alert"
      action={
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          Try Again
        </button>
      }
    >
      {children}
    </EmptyState>
  );
}
