import '../challenges/StatusTabs.css';
import { CRITIQUE_TABS, type CritiqueTab, type CritiqueView, TAB_LABELS } from './critique-view';
import ViewLink from './ViewLink';

type Props = { current: CritiqueTab; member: boolean; onGo: (view: CritiqueView) => void };

// The page's views. Visitors can only browse: the rest are a member's.
export default function CritiqueTabs({ current, member, onGo }: Props) {
  const tabs = member ? CRITIQUE_TABS : (['browse'] as const);
  return (
    <nav aria-label="Photo critique">
      <ul className="segmented critique-tabs">
        {tabs.map((tab) => (
          <li key={tab}>
            <ViewLink className="segmented__item" to={{ tab }} onGo={onGo} aria-current={current === tab ? 'page' : undefined}>
              {TAB_LABELS[tab]}
            </ViewLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
