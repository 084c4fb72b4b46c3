/**
 * The completion confetti (spec: 100 particles, spread 70). Decorative: failures are ignored.
 * canvas-confetti is imported when an upload completes, not with every signed-in page.
 */
export const CONFETTI_OPTIONS = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const;

export function celebrate(): void {
  import('canvas-confetti')
    .then(({ default: confetti }) =>
      confetti({ ...CONFETTI_OPTIONS, disableForReducedMotion: true }),
    )
    .catch((error: unknown) => console.warn('Confetti failed', error));
}
