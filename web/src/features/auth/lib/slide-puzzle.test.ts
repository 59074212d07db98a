import { describe, expect, it } from 'vitest';
import { PIECE_SIZE, PUZZLE, pieceLeft, randomTarget, verifySlide } from './slide-puzzle';

describe('slide puzzle', () => {
  it('uses the geometry of the spec', () => {
    expect(PUZZLE).toMatchObject({ pieceLength: 42, radius: 10, width: 325, height: 100, accuracy: 3 });
  });

  it('puts the hole fully on the picture and away from the start', () => {
    for (const random of [() => 0, () => 0.5, () => 0.999]) {
      const { x, y } = randomTarget(random);
      expect(x).toBeGreaterThanOrEqual(PIECE_SIZE + 10);
      expect(x + PIECE_SIZE).toBeLessThanOrEqual(PUZZLE.width);
      expect(y - PUZZLE.radius * 2).toBeGreaterThanOrEqual(0);
      expect(y + PUZZLE.pieceLength).toBeLessThanOrEqual(PUZZLE.height);
    }
  });

  it('maps the handle travel onto the picture', () => {
    expect(pieceLeft(-20)).toBe(0);
    expect(pieceLeft(PUZZLE.width - PUZZLE.handle)).toBe(PUZZLE.width - PIECE_SIZE);
    expect(pieceLeft(10_000)).toBe(PUZZLE.width - PIECE_SIZE);
  });

  it('accepts a wobbly drag that lands within 3 px', () => {
    expect(verifySlide(150, 152.5, [0, 1, 0, -1, 2])).toBe('solved');
  });

  it('rejects a drag that misses the hole', () => {
    expect(verifySlide(150, 153, [0, 1, 2])).toBe('missed');
  });

  it('flags a perfectly straight drag as a robot', () => {
    expect(verifySlide(150, 150, [0, 0, 0, 0])).toBe('robot');
    expect(verifySlide(150, 150, [])).toBe('robot');
  });
});
