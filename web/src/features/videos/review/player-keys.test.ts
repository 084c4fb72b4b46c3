// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  FRAME_SECONDS,
  keyBelongsToTarget,
  playerCommand,
  runCommand,
  seekTarget,
  type Playable,
} from './player-keys';

function player(overrides: Partial<Playable> = {}): Playable & { played: number } {
  const state = {
    paused: true,
    currentTime: 10,
    duration: 30,
    played: 0,
    play() {
      state.played += 1;
      state.paused = false;
    },
    pause() {
      state.paused = true;
    },
    ...overrides,
  };
  return state;
}

describe('playerCommand', () => {
  it('maps the review keys', () => {
    expect(playerCommand({ key: ' ' })).toEqual({ kind: 'toggle' });
    expect(playerCommand({ key: 'K' })).toEqual({ kind: 'toggle' });
    expect(playerCommand({ key: 'j' })).toEqual({ kind: 'seek', by: -5 });
    expect(playerCommand({ key: 'l' })).toEqual({ kind: 'seek', by: 5 });
    expect(playerCommand({ key: 'ArrowLeft' })).toEqual({ kind: 'seek', by: -1 });
    expect(playerCommand({ key: 'ArrowRight' })).toEqual({ kind: 'seek', by: 1 });
    expect(playerCommand({ key: ',' })).toEqual({ kind: 'frame', by: -1 });
    expect(playerCommand({ key: '.' })).toEqual({ kind: 'frame', by: 1 });
    expect(playerCommand({ key: '?', shiftKey: true })).toEqual({ kind: 'help' });
  });

  it('leaves other keys and shortcuts with modifiers alone', () => {
    expect(playerCommand({ key: 'x' })).toBeNull();
    expect(playerCommand({ key: 'l', ctrlKey: true })).toBeNull();
    expect(playerCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });
});

describe('runCommand', () => {
  it('plays and pauses, and seeks inside the video', () => {
    const video = player();
    runCommand(video, { kind: 'toggle' });
    expect(video.paused).toBe(false);
    runCommand(video, { kind: 'seek', by: 5 });
    expect(video.currentTime).toBe(15);
    runCommand(video, { kind: 'seek', by: 50 });
    expect(video.currentTime).toBe(30);
    runCommand(video, { kind: 'seek', by: -99 });
    expect(video.currentTime).toBe(0);
    runCommand(video, { kind: 'toggle' });
    expect(video.paused).toBe(true);
  });

  it('steps one frame only while paused', () => {
    const video = player();
    expect(runCommand(video, { kind: 'frame', by: 1 })).toBe(true);
    expect(video.currentTime).toBeCloseTo(10 + FRAME_SECONDS);
    const playing = player({ paused: false });
    expect(runCommand(playing, { kind: 'frame', by: -1 })).toBe(false);
    expect(playing.currentTime).toBe(10);
  });

  it('seeks without an end while the duration is unknown', () => {
    expect(seekTarget(3, 5, Number.POSITIVE_INFINITY)).toBe(8);
    expect(seekTarget(3, 5, Number.NaN)).toBe(8);
  });
});

describe('keyBelongsToTarget', () => {
  it('leaves keys to fields and space to buttons', () => {
    const field = document.createElement('textarea');
    const button = document.createElement('button');
    expect(keyBelongsToTarget(field, 'k')).toBe(true);
    expect(keyBelongsToTarget(button, ' ')).toBe(true);
    expect(keyBelongsToTarget(button, 'k')).toBe(false);
    expect(keyBelongsToTarget(document.body, ' ')).toBe(false);
    expect(keyBelongsToTarget(null, ' ')).toBe(false);
  });
});
