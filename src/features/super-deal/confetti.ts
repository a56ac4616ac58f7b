/** Confetti on the super deal modal for 3 seconds (docs/product.md 4.7). */
const CONFETTI_MS = 3000;

/**
 * Fires bursts from both sides onto `canvas` until the time is up. canvas-confetti is
 * loaded on first use, so it never weighs on page load. Returns a stop function.
 */
export function celebrate(canvas: HTMLCanvasElement, durationMs: number = CONFETTI_MS): () => void {
  let stopped = false;
  let frame = 0;
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (stopped) return;
    const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    const end = Date.now() + durationMs;
    const colors = ['#be1245', '#fb7190', '#fbbf24', '#ffffff'];
    const tick = () => {
      if (stopped || Date.now() > end) return;
      void fire({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, colors });
      void fire({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, colors });
      frame = requestAnimationFrame(tick);
    };
    tick();
  });
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}
