import { type RefObject, useLayoutEffect, useState } from 'react';
import { type Layout, layoutFor } from './masonry';

// The masonry's columns for the list's current width. Measured before paint, so the first
// tiles appear already in place, and again whenever the list is resized.
export function useLayout(ref: RefObject<HTMLElement | null>): Layout | null {
  const [layout, setLayout] = useState<Layout | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = layoutFor(element.clientWidth);
      setLayout((now) => (now && now.columns === next.columns && now.columnWidth === next.columnWidth ? now : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}
