import { describe, expect, it } from 'vitest';
import { SPRITE_FRAMES, spriteCell, spriteFrameHeight, spriteFrameTimes } from './preview-sprite';

describe('preview sprite grid', () => {
  it('takes each frame from the middle of its part of the video', () => {
    const times = spriteFrameTimes(20);
    expect(times).toHaveLength(SPRITE_FRAMES);
    expect(times[0]).toBe(0.5);
    expect(times.at(-1)).toBe(19.5);
  });

  it('finds the frame of a moment, its column and row, within the grid', () => {
    expect(spriteCell(0, 20)).toEqual({ index: 0, column: 0, row: 0 });
    expect(spriteCell(7.2, 20)).toEqual({ index: 7, column: 2, row: 1 });
    expect(spriteCell(20, 20)).toEqual({ index: 19, column: 4, row: 3 });
    expect(spriteCell(-3, 20).index).toBe(0);
    // Each captured frame lands in the cell its own moment maps to.
    for (const [index, time] of spriteFrameTimes(13).entries())
      expect(spriteCell(time, 13).index).toBe(index);
  });

  it('keeps the frame’s aspect', () => {
    expect(spriteFrameHeight(320, 180)).toBe(90);
    expect(spriteFrameHeight(0, 0)).toBe(90);
    expect(spriteFrameHeight(1080, 1920)).toBe(284);
  });
});
