import './admin-chip.css';
import './ThemeItem.css';
import { useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import type { EvergreenThemeDto } from '../../../worker/contract/admin';
import { saveTheme } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import Switch from './Switch';
import { formatDate } from './ny-time';

type Props = { theme: EvergreenThemeDto; next: boolean; onEdit: (theme: EvergreenThemeDto) => void };

// One theme of a pool. Switching it off keeps it out of the draw without losing it.
export default function ThemeItem({ theme, next, onEdit }: Props) {
  // The switch shows the asked-for state while it saves, and falls back if the save fails.
  const [asked, setAsked] = useState<boolean | null>(null);
  const pending = asked !== null;

  async function toggle(active: boolean) {
    setAsked(active);
    try {
      const { id, lastUsedAt: _used, createdAt: _created, ...input } = theme;
      await saveTheme(id, { ...input, active });
      showToast({
        title: active ? 'Theme active' : 'Theme paused',
        description: `“${theme.title}” ${active ? 'is back in' : 'is out of'} the draw.`,
      });
    } catch (error) {
      showToast({
        title: 'Theme not saved',
        description: serverMessage(error, 'Failed to save the theme. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setAsked(null);
    }
  }

  return (
    <li className={theme.active ? 'theme-item' : 'theme-item theme-item--paused'}>
      <div className="theme-item__main">
        <p className="theme-item__title">
          {theme.title}
          {next && <span className="admin-chip admin-chip--next">Next up</span>}
        </p>
        {theme.description && <p className="theme-item__description">{theme.description}</p>}
        <p className="theme-item__meta">Last used: {formatDate(theme.lastUsedAt)}</p>
      </div>
      <div className="theme-item__actions">
        <Switch checked={asked ?? theme.active} disabled={pending} label={`${theme.title} active`} onChange={toggle} />
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onEdit(theme)} aria-label={`Edit ${theme.title}`}>
          Edit
        </button>
      </div>
    </li>
  );
}
