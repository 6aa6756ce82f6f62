// Runs the steps one after another, each in a task of its own (a timer between them lets
// the browser paint and answer input in between).
export function inTurn(steps: (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    inTurn(rest);
  }, 0);
}
