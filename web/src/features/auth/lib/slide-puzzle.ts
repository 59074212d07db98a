/** Spec 1 §9: the slide puzzle's geometry. */
export const PUZZLE = {
  pieceLength: 42,
  radius: 10,
  width: 325,
  height: 100,
  accuracy: 3,
  /** Width of the slider's handle. */
  handle: 40,
} as const;

/** The drawn piece is the square plus its knobs and stroke. */
export const PIECE_SIZE = PUZZLE.pieceLength + PUZZLE.radius * 2 + 3;

export interface PuzzleTarget {
  /** Left edge of the cut-out, where the piece must end up. */
  x: number;
  /** Top of the square part of the piece. */
  y: number;
}

const between = (min: number, max: number, random: () => number) => Math.round(min + random() * (max - min));

/** Where the hole goes: never under the piece's start position, always fully on the picture. */
export function randomTarget(random: () => number = Math.random): PuzzleTarget {
  const { radius, width, height } = PUZZLE;
  const x = between(PIECE_SIZE + 10, width - (PIECE_SIZE + 10), random);
  const y = between(radius * 2 + 3, height - PUZZLE.pieceLength - 3, random);
  return { x, y };
}

/** Where the piece sits for a given handle offset; the handle's full travel spans the picture. */
export function pieceLeft(handleOffset: number): number {
  const { width, handle } = PUZZLE;
  const clamped = Math.min(Math.max(handleOffset, 0), width - handle);
  return (clamped * (width - PIECE_SIZE)) / (width - handle);
}

export type PuzzleVerdict = 'solved' | 'missed' | 'robot';

/**
 * The piece must land within `accuracy` px of the hole, and the drag must not be perfectly
 * straight: a human hand always wobbles vertically, a script usually does not.
 */
export function verifySlide(left: number, target: number, verticalTrail: readonly number[]): PuzzleVerdict {
  if (Math.abs(left - target) >= PUZZLE.accuracy) return 'missed';
  if (verticalTrail.length === 0) return 'robot';
  const mean = verticalTrail.reduce((sum, y) => sum + y, 0) / verticalTrail.length;
  const variance = verticalTrail.reduce((sum, y) => sum + (y - mean) ** 2, 0) / verticalTrail.length;
  return variance === 0 ? 'robot' : 'solved';
}
