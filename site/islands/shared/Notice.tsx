import type { ReactNode } from 'react';

type Props = { tone: 'success' | 'error'; children: ReactNode };

// An inline outcome message that stays on the page after the toast has gone.
export default function Notice({ tone, children }: Props) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="notice__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <p>{children}</p>
    </div>
  );
}
