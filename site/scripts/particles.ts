// Decorative particle field (spec §9). Loaded on the visitor's first interaction, and
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

// Only what the options above use: @tsparticles/basic (circles, hex colours, move with bounce,
// the opacity, size and paint updaters) plus hover interactivity, the links between particles
// and 'grab', about 38 KB gzip in all. @tsparticles/slim adds a dozen shapes and interactions
// this field never shows (47 KB).
async function start(element: HTMLElement): Promise<void> {
  const [
    { tsParticles },
    { loadBasic },
    { loadInteractivityPlugin },
    { loadParticlesLinksInteraction },
    { loadExternalGrabInteraction },
  ] = await Promise.all([
    import('@tsparticles/engine'),
    import('@tsparticles/basic'),
    import('@tsparticles/plugin-interactivity'),
    import('@tsparticles/interaction-particles-links'),
    import('@tsparticles/interaction-external-grab'),
  ]);
  await loadBasic(tsParticles);
  // Links and grab are interactors: the interactivity plugin registers first.
  await loadInteractivityPlugin(tsParticles);
  await Promise.all([loadParticlesLinksInteraction(tsParticles), loadExternalGrabInteraction(tsParticles)]);
  await tsParticles.load({ element, options });
}

// The animation is the costliest thing the home page runs (a canvas redrawn up to 120 times a
// second): it starts with the visitor's first move rather than while the page loads, when it
// would hold up everything a phone has to do first.
const FIRST_MOVES = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'];
const element = document.getElementById('particles');
if (element && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
  const run = () => {
    for (const type of FIRST_MOVES) removeEventListener(type, run);
    void start(element);
  };
  for (const type of FIRST_MOVES) addEventListener(type, run, { passive: true });
}
