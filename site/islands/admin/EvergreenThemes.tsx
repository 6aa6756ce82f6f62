import './EvergreenThemes.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { DAILY_CATEGORIES } from '../../../worker/domain/categories';
import type { EvergreenThemeDto } from '../../../worker/contract/admin';
import { $themes } from '../../stores/admin';
import Spinner from '../shared/Spinner';
import LoadFailed from '../shared/LoadFailed';
import EmptyState from '../shared/EmptyState';
import ThemeForm from './ThemeForm';
import ThemeItem from './ThemeItem';
import { titleCase } from '../challenges/challenge-time';
import { drawOrder } from './theme-order';

// The pools the cron draws daily challenges from, one per category, in draw order.
export default function EvergreenThemes() {
  const { data, error } = useStore($themes);
  const [editing, setEditing] = useState<EvergreenThemeDto | null>(null);
  // Each save starts a fresh add form.
  const [round, setRound] = useState(0);
  if (error) return <LoadFailed what="the evergreen themes" />;
  if (!data) return <Spinner label="Loading themes..." />;
  const categories = [...new Set([...DAILY_CATEGORIES, ...data.map((t) => t.category)])];
  const done = () => {
    setEditing(null);
    setRound((n) => n + 1);
  };
  return (
    <div className="evergreen">
      <div className="evergreen__pools">
        {categories.map((category) => {
          const themes = drawOrder(data.filter((t) => t.category === category));
          const nextId = themes.find((t) => t.active)?.id;
          return (
            <section key={category} className="admin-section" aria-labelledby={`pool-${category}`}>
              <h2 id={`pool-${category}`}>
                {titleCase(category)} <span className="admin-count">{themes.filter((t) => t.active).length} active</span>
              </h2>
              {themes.length === 0 ? (
                <EmptyState title={`No ${titleCase(category)} themes`}>
                  An unplanned day in this category gets no challenge until a theme is added.
                </EmptyState>
              ) : (
                <ul className="theme-list">
                  {themes.map((theme) => (
                    <ThemeItem key={theme.id} theme={theme} next={theme.id === nextId} onEdit={setEditing} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <aside className="evergreen__form">
        <ThemeForm key={editing ? `edit-${editing.id}` : `add-${round}`} theme={editing} onDone={done} />
      </aside>
    </div>
  );
}
