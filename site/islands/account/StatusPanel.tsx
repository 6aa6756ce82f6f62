import './auth-card.css';
import './StatusPanel.css';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  tone: 'success' | 'error' | 'info';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  // After an action replaced the form, focus the heading so the new view is read out.
  focus?: boolean;
};

const MARKS = { success: '✓', error: '!', info: '✉' };

export default function StatusPanel({ tone, title, children, actions, focus = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="auth-card status-panel">
      <div className={`status-panel__mark status-panel__mark--${tone}`} aria-hidden="true">
        {MARKS[tone]}
      </div>
      <h1 className="auth-card__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      {actions && <div className="status-panel__actions">{actions}</div>}
    </section>
  );
}
