/** The completion confetti (spec: 100 particles, spread 70). Decorative: failures are ignored. */
import confetti from 'canvas-confetti';

export const CONFETTI_OPTIONS = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const;

export function celebrate(): void {
  try {
    void confetti({ ...CONFETTI_OPTIONS, disableForReducedMotion: true })?.catch(() => undefined);
  } catch (error) {
    console.warn('Confetti failed', error);
  }
}
