import { describe, expect, it } from 'vitest';
import {
  averageProgress,
  describeUpload,
  formatSpeed,
  formatTimeRemaining,
  percent,
  secondsRemaining,
  smoothSpeed,
  speedMbps,
} from './upload-stats';

describe('smoothSpeed', () => {
  it('takes the first measurement as is, then averages with the last shown speed', () => {
    expect(smoothSpeed(0, 8)).toBe(8);
    expect(smoothSpeed(8, 0)).toBe(4);
    expect(smoothSpeed(4, 12)).toBe(8);
  });
});

describe('speedMbps', () => {
  it('converts bytes over milliseconds to megabits per second', () => {
    expect(speedMbps({ bytes: 0, at: 0 }, { bytes: 1_250_000, at: 1000 })).toBe(10);
    expect(speedMbps({ bytes: 500_000, at: 1000 }, { bytes: 1_000_000, at: 3000 })).toBe(2);
  });

  it('is 0 when no time passed or nothing moved', () => {
    expect(speedMbps({ bytes: 0, at: 1000 }, { bytes: 100, at: 1000 })).toBe(0);
    expect(speedMbps({ bytes: 100, at: 0 }, { bytes: 100, at: 1000 })).toBe(0);
  });
});

describe('secondsRemaining', () => {
  it('rounds up the seconds left at the current speed', () => {
    expect(secondsRemaining(1_250_000, 10)).toBe(1);
    expect(secondsRemaining(1_250_001, 10)).toBe(2);
  });

  it('is unknown at speed 0 and zero when nothing is left', () => {
    expect(secondsRemaining(100, 0)).toBeNull();
    expect(secondsRemaining(0, 0)).toBe(0);
  });
});

describe('formatTimeRemaining', () => {
  it("shows 's' under a minute and 'm s' from a minute on", () => {
    expect(formatTimeRemaining(0)).toBe('0s');
    expect(formatTimeRemaining(45)).toBe('45s');
    expect(formatTimeRemaining(59.2)).toBe('1m 0s');
    expect(formatTimeRemaining(60)).toBe('1m 0s');
    expect(formatTimeRemaining(125)).toBe('2m 5s');
    expect(formatTimeRemaining(3725)).toBe('62m 5s');
  });

  it('shows a dash when unknown', () => {
    expect(formatTimeRemaining(null)).toBe('—');
    expect(formatTimeRemaining(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatSpeed', () => {
  it('shows one decimal in Mbps', () => {
    expect(formatSpeed(12.345)).toBe('12.3 Mbps');
    expect(formatSpeed(0)).toBe('0.0 Mbps');
    expect(formatSpeed(Number.NaN)).toBe('0.0 Mbps');
  });
});

describe('averageProgress', () => {
  it('averages and rounds the items’ progress', () => {
    expect(averageProgress([{ progress: 10 }, { progress: 25 }])).toBe(18);
    expect(averageProgress([{ progress: 100 }])).toBe(100);
  });

  it('is 0 with no items', () => {
    expect(averageProgress([])).toBe(0);
  });
});

describe('percent', () => {
  it('clamps to 0–100', () => {
    expect(percent(50, 200)).toBe(25);
    expect(percent(300, 200)).toBe(100);
    expect(percent(1, 0)).toBe(0);
  });
});

describe('describeUpload', () => {
  const running = {
    bytesTransferred: 0,
    totalBytes: 1_000_000,
    speed: 0,
    timeRemaining: null,
    isPaused: false,
    failed: false,
  };

  it('says the upload is starting before the first bytes, never "0.0 Mbps · — left"', () => {
    expect(describeUpload(running)).toBe('Starting upload…');
  });

  it('gives speed and time remaining while bytes move', () => {
    expect(
      describeUpload({ ...running, bytesTransferred: 250_000, speed: 12.34, timeRemaining: 65 }),
    ).toBe('12.3 Mbps · 1m 5s left');
  });

  it('gives the rate and says the video is being saved once every byte is stored', () => {
    expect(
      describeUpload({ ...running, bytesTransferred: 1_000_000, speed: 4, timeRemaining: 0 }),
    ).toBe('Uploaded · 4.0 Mbps · saving the video…');
  });

  it('names a pause and a failure', () => {
    expect(describeUpload({ ...running, bytesTransferred: 10, isPaused: true })).toBe('Paused');
    expect(describeUpload({ ...running, failed: true })).toBe('Upload failed');
  });
});
