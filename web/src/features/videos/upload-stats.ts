/**
 * Upload figures shown per item: speed in Mbps from two (bytes, time) samples, time remaining as
 * 's' or 'm s', and the average progress the minimized bar shows.
 */

/** Bytes transferred at a moment (ms since the epoch, or any monotonic clock). */
export interface ByteSample {
  bytes: number;
  at: number;
}

/** Speed is re-measured at least this often (spec: updated at least every 1 s). */
export const SPEED_REFRESH_MS = 1000;

/** Weight of the newest measurement when smoothing (exponential moving average). */
export const SPEED_SMOOTHING = 0.5;

/**
 * Blends a new measurement into the shown speed so chunked uploads (bytes arrive in bursts) do not
 * flicker between a figure and zero. The first measurement is taken as is.
 */
export function smoothSpeed(previous: number, measured: number): number {
  if (previous <= 0) return measured;
  return previous * (1 - SPEED_SMOOTHING) + measured * SPEED_SMOOTHING;
}

/** Megabits per second between two samples; 0 when no time has passed or bytes went backwards. */
export function speedMbps(previous: ByteSample, next: ByteSample): number {
  const seconds = (next.at - previous.at) / 1000;
  const bytes = next.bytes - previous.bytes;
  if (seconds <= 0 || bytes <= 0) return 0;
  return (bytes * 8) / 1_000_000 / seconds;
}

/** Whole seconds left at this speed; null while the speed is unknown (0). */
export function secondsRemaining(remainingBytes: number, mbps: number): number | null {
  if (remainingBytes <= 0) return 0;
  if (mbps <= 0) return null;
  return Math.ceil((remainingBytes * 8) / (mbps * 1_000_000));
}

/** '45s' under a minute, '2m 5s' from a minute on, '—' when unknown. */
export function formatTimeRemaining(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole}s`;
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

/** One decimal place: '12.3 Mbps'. */
export function formatSpeed(mbps: number): string {
  return `${(Math.max(0, mbps) || 0).toFixed(1)} Mbps`;
}

/** Mean of the items' progress (0–100), rounded; 0 for no items. */
export function averageProgress(items: readonly { progress: number }[]): number {
  if (items.length === 0) return 0;
  const total = items.reduce((sum, item) => sum + item.progress, 0);
  return Math.round(total / items.length);
}

/** Percentage of `total` done, 0–100 (0 for an empty total). */
export function percent(bytes: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (bytes / total) * 100));
}

/** What an upload row says under its bar. */
export interface UploadStatusInput {
  bytesTransferred: number;
  totalBytes: number;
  speed: number;
  timeRemaining: number | null;
  isPaused: boolean;
  /** Paused by the connection going away, not by the user. */
  pausedOffline?: boolean;
  failed: boolean;
}

/**
 * The status line: before the first bytes it says the upload is starting (not '0.0 Mbps · — left'),
 * once every byte is stored it gives the rate and says the video is being saved (thumbnail and
 * record), and in between the speed and time remaining.
 */
export function describeUpload(item: UploadStatusInput): string {
  if (item.failed) return 'Upload failed';
  if (item.pausedOffline) return 'Paused while offline · resumes when the connection returns';
  if (item.isPaused) return 'Paused';
  if (item.totalBytes > 0 && item.bytesTransferred >= item.totalBytes) {
    return `Uploaded · ${formatSpeed(item.speed)} · saving the video…`;
  }
  if (item.bytesTransferred === 0) return 'Starting upload…';
  return `${formatSpeed(item.speed)} · ${formatTimeRemaining(item.timeRemaining)} left`;
}
