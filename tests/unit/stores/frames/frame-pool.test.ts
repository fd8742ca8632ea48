import { describe, expect, it } from 'vitest';
import { poolAfterOpening, poolSizeOf } from '../../../../src/stores/frames/frame-pool';

const frame = (key: string, lastUsed: number) => ({ key, lastUsed });

describe('the frame pool', () => {
  it('keeps the most recently used frames up to the size, dropping the least recently used', () => {
    const frames = [frame('a', 3), frame('b', 1), frame('c', 2)];
    expect(poolAfterOpening(frames, frame('d', 4), 3).map((each) => each.key)).toEqual(['a', 'c', 'd']);
  });

  it('keeps the opening order, the new frame last', () => {
    const frames = [frame('a', 1), frame('b', 5)];
    expect(poolAfterOpening(frames, frame('c', 6), 3).map((each) => each.key)).toEqual(['a', 'b', 'c']);
  });

  it('always keeps the new frame, even with a size below one', () => {
    expect(poolAfterOpening([frame('a', 9)], frame('b', 1), 0).map((each) => each.key)).toEqual(['b']);
  });

  it.each([
    [1, 1],
    [10, 10],
    [0, 3],
    [11, 3],
    [2.5, 3],
    [null, 3],
    [undefined, 3],
    [Number.NaN, 3],
  ])('a host size of %s gives %s', (size, expected) => {
    expect(poolSizeOf(size)).toBe(expected);
  });
});
