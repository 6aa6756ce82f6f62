// A header badge's count (unread messages, unseen notifications): hidden at zero, '99+'
// beyond 99, so the icon it sits on keeps its size.
export function showCount(badge: HTMLElement, count: number): void {
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.hidden = count === 0;
}
