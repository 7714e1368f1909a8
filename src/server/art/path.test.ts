import { describe, expect, it } from 'vitest';
import {
  bounds,
  corner,
  mirrorPoints,
  resampleClosed,
  scallop,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
  taper,
} from './path.js';

describe('path helpers', () => {
  it('draws closed and open smooth curves through points', () => {
    const pts = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    const closed = smoothClosed(pts);
    expect(closed.startsWith('M0 0')).toBe(true);
    expect(closed.endsWith('Z')).toBe(true);
    expect(closed.match(/C/g)).toHaveLength(4);
    expect(smoothOpen(pts).endsWith('Z')).toBe(false);
  });

  it('keeps corners sharp', () => {
    // At a corner the control point coincides with the point itself.
    const d = smoothClosed([corner(0, 0), [10, 0], [5, 10]]);
    expect(d).toContain('C0 0');
  });

  it('mirrors and completes symmetric shapes', () => {
    expect(mirrorPoints([[110, 5]], 100)).toEqual([[90, 5]]);
    const loop = symmetricLoop(
      [
        [100, 0],
        [120, 10],
        [100, 20],
      ],
      100,
    );
    expect(loop).toEqual([
      [100, 0],
      [120, 10],
      [100, 20],
      [80, 10],
    ]);
  });

  it('tapers bands to a sharp tip and resamples outlines evenly', () => {
    const band = taper(
      [
        [0, 0],
        [0, 50],
        [0, 100],
      ],
      10,
      0,
    );
    const b = bounds(band);
    expect(b.width).toBeCloseTo(10, 0);
    expect(b.height).toBeCloseTo(100, 0);
    const even = resampleClosed(
      [
        [0, 0],
        [100, 0],
        [100, 100],
        [0, 100],
      ],
      8,
    );
    expect(even).toHaveLength(8);
    expect(even[2]).toEqual([100, 0]);
    expect(scallop(even, 4).match(/Q/g)).toHaveLength(8);
  });
});
