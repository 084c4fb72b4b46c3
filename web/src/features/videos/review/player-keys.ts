/**
 * The review player's keyboard, as in review tools: space / K play-pause, J / L back / forward 5 s,
 * ← / → 1 s, `,` / `.` one frame while paused, Shift+? the list of keys. Pure, so the mapping
 * is unit-tested; use-player-keys.ts listens on the page.
 */

export type PlayerCommand =
  | { kind: 'toggle' }
  | { kind: 'seek'; by: number }
  | { kind: 'frame'; by: 1 | -1 }
  | { kind: 'help' };

/**
 * One frame, in seconds. Browsers do not tell a video's frame rate, so a step is 1/30 s (a
 * frame at 30 fps; at 25 fps it still lands on the neighbouring frame or the one after).
 */
export const FRAME_SECONDS = 1 / 30;
export const JUMP_SECONDS = 5;
export const NUDGE_SECONDS = 1;

/** Playback speeds offered: 0.5× to 2×. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** What the keys do, for the Shift+? list. */
export const PLAYER_KEYS: readonly { keys: string; does: string }[] = [
  { keys: 'Space or K', does: 'Play or pause' },
  { keys: 'J / L', does: 'Back / forward 5 seconds' },
  { keys: '← / →', does: 'Back / forward 1 second' },
  { keys: ', / .', does: 'One frame back / forward (paused)' },
  { keys: 'Shift + ?', does: 'Show these keys' },
];

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export function playerCommand(press: KeyPress): PlayerCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case ' ':
    case 'k':
    case 'K':
      return { kind: 'toggle' };
    case 'j':
    case 'J':
      return { kind: 'seek', by: -JUMP_SECONDS };
    case 'l':
    case 'L':
      return { kind: 'seek', by: JUMP_SECONDS };
    case 'ArrowLeft':
      return { kind: 'seek', by: -NUDGE_SECONDS };
    case 'ArrowRight':
      return { kind: 'seek', by: NUDGE_SECONDS };
    case ',':
      return { kind: 'frame', by: -1 };
    case '.':
      return { kind: 'frame', by: 1 };
    case '?':
      return press.shiftKey ? { kind: 'help' } : null;
    default:
      return null;
  }
}

/** The part of a <video> the commands use. */
export interface Playable {
  paused: boolean;
  currentTime: number;
  duration: number;
  play(): Promise<void> | void;
  pause(): void;
}

/** Where a seek by `by` seconds lands: inside 0..duration (duration unknown: no upper bound). */
export function seekTarget(current: number, by: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + by));
}

/** Runs a playback command on the player; false when it does nothing (a frame step while playing). */
export function runCommand(video: Playable, command: Exclude<PlayerCommand, { kind: 'help' }>) {
  switch (command.kind) {
    case 'toggle':
      if (video.paused) void video.play();
      else video.pause();
      return true;
    case 'seek':
      video.currentTime = seekTarget(video.currentTime, command.by, video.duration);
      return true;
    case 'frame':
      if (!video.paused) return false;
      video.currentTime = seekTarget(video.currentTime, command.by * FRAME_SECONDS, video.duration);
      return true;
  }
}

/** True when the key belongs to what has focus: typing in a field, or pressing a button. */
export function keyBelongsToTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  // Space and Enter press a focused button or link; leave them that.
  return key === ' ' && target.closest('button, a[href], summary') !== null;
}
