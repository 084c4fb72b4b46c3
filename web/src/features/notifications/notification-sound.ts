/**
 * A short two-note chime made with WebAudio at volume 0.7: nothing to download. Browsers only let
 * audio start after a user gesture, so the context is resumed on the first pointer or key press;
 * before that a chime is silently skipped.
 */
import { NOTIFICATION_VOLUME } from './notifications-logic';

export interface NotificationSound {
  play(): void;
  dispose(): void;
}

type AudioContextClass = typeof AudioContext;

export function createNotificationSound(
  AudioContextImpl: AudioContextClass | undefined = globalThis.AudioContext,
): NotificationSound {
  if (!AudioContextImpl) return { play() {}, dispose() {} };
  let context: AudioContext | null = null;

  function ensureContext(): AudioContext | null {
    try {
      context ??= new AudioContextImpl();
      return context;
    } catch {
      return null;
    }
  }

  function unlock() {
    const ctx = ensureContext();
    if (ctx?.state === 'suspended') ctx.resume().catch(() => undefined);
  }
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });

  return {
    play() {
      const ctx = ensureContext();
      if (!ctx || ctx.state !== 'running') return;
      try {
        const gain = ctx.createGain();
        gain.gain.value = NOTIFICATION_VOLUME;
        gain.connect(ctx.destination);
        const start = ctx.currentTime;
        [880, 1320].forEach((frequency, index) => {
          const oscillator = ctx.createOscillator();
          const envelope = ctx.createGain();
          oscillator.type = 'sine';
          oscillator.frequency.value = frequency;
          const at = start + index * 0.12;
          envelope.gain.setValueAtTime(0.0001, at);
          envelope.gain.exponentialRampToValueAtTime(1, at + 0.02);
          envelope.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
          oscillator.connect(envelope).connect(gain);
          oscillator.start(at);
          oscillator.stop(at + 0.26);
        });
      } catch (error) {
        console.warn('Notification sound failed', error);
      }
    },
    dispose() {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      context?.close().catch(() => undefined);
      context = null;
    },
  };
}
