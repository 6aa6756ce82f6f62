// The home page's timers (hero words, background, side card). Nothing turns for people who
// ask for reduced motion, and a hidden tab stops the clock instead of piling up steps.
// `hold` pauses for a named reason (hover, focus, the pause button) until it is released.
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

export type Rotation = { restart(): void; hold(reason: string, on: boolean): void };

export function rotate(periodMs: number, step: () => void): Rotation {
  const holds = new Set<string>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const restart = () => {
    clearInterval(timer);
    timer = undefined;
    if (holds.size === 0 && !document.hidden && !reducedMotion.matches) timer = setInterval(step, periodMs);
  };
  document.addEventListener('visibilitychange', restart);
  reducedMotion.addEventListener('change', restart);
  restart();
  return {
    restart,
    hold(reason, on) {
      if (on) holds.add(reason);
      else holds.delete(reason);
      restart();
    },
  };
}
