// Decorative particle field (spec §9). Loaded only when the browser is idle, and
// never for people who ask for reduced motion.
import type { ISourceOptions } from '@tsparticles/engine';

const WHITE = { value: '#ffffff' };

const options: ISourceOptions = {
  fullScreen: { enable: false },
  background: { color: { value: 'transparent' } },
  fpsLimit: 120,
  detectRetina: true,
  particles: {
    // v4 measures density as a reference width × height; 1000 × 800 px is the
    // 800,000 px² that "density area 800" meant in earlier versions.
    number: { value: 40, density: { enable: true, width: 1000, height: 800 } },
    paint: { color: WHITE },
    shape: { type: 'circle' },
    opacity: { value: 0.3 },
    size: { value: { min: 1, max: 3 } },
    move: { enable: true, speed: 1, direction: 'none', random: true, outModes: { default: 'bounce' } },
    links: { enable: true, color: WHITE, distance: 150, opacity: 0.15, width: 1 },
  },
  interactivity: {
    events: { onHover: { enable: true, mode: 'grab' } },
    modes: { grab: { distance: 140, links: { opacity: 0.5 } } },
  },
  resize: { enable: true },
};

async function start(element: HTMLElement): Promise<void> {
  const [{ tsParticles }, { loadSlim }] = await Promise.all([
    import('@tsparticles/engine'),
    import('@tsparticles/slim'),
  ]);
  await loadSlim(tsParticles);
  await tsParticles.load({ element, options });
}

const element = document.getElementById('particles');
if (element && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
  const run = () => void start(element);
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
