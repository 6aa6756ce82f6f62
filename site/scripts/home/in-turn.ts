// Runs the steps one after another, each in a task of its own, so the browser can paint and
// answer input between them. A message to itself starts each task, as React's scheduler
// does: unlike a timer it is not clamped, and it runs under a test's paused clock.
export function inTurn(steps: (() => void)[]): void {
  const channel = new MessageChannel();
  const queue = [...steps];
  channel.port1.onmessage = () => {
    queue.shift()?.();
    if (queue.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port2.postMessage(null);
}
