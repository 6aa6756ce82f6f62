import './AuthTabs.css';
import type { KeyboardEvent } from 'react';

export type AuthTab = 'login' | 'register';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Sign In' },
  { id: 'register', label: 'Create Account' },
];

type Props = { value: AuthTab; onChange: (tab: AuthTab) => void };

export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

// WAI-ARIA tabs: arrow keys, Home and End move between them and select as they go.
export default function AuthTabs({ value, onChange }: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[(target + TABS.length) % TABS.length];
    if (!tab) return;
    const next = tab.id;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div className="auth-tabs" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          id={tabId(tab.id)}
          type="button"
          role="tab"
          className="auth-tabs__tab"
          aria-selected={tab.id === value}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
