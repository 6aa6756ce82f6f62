import type { MouseEvent, ReactNode } from 'react';
import { type CritiqueView, viewHref } from './critique-view';

type Props = {
  to: CritiqueView;
  onGo: (view: CritiqueView) => void;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  'aria-hidden'?: true;
  tabIndex?: number;
};

// A real link (it opens in a new tab, and works before the island is hydrated); a plain click
// changes the view in place.
export default function ViewLink({ to, onGo, children, ...link }: Props) {
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onGo(to);
  };
  return (
    <a href={viewHref(to)} onClick={follow} {...link}>
      {children}
    </a>
  );
}
