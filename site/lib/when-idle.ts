// Runs `work` in a task of its own once the browser is idle (at the latest after `timeout`
// ms; a timer where there is no requestIdleCallback, as in Safari). Returns its cancel.
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
