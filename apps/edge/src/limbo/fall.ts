/**
 * The gravity check. A player spawned in the air of an empty world, at rest, falls as vanilla
 * computes it each tick: it moves by its vertical velocity, then the velocity becomes
 * `(vy - 0.08) * 0.98`. So the first move down is -0.0784 and each next one follows from the
 * one before. Each move is predicted from the previous one the client reported (not from the
 * start), so rounding never adds up; a bot that sends made-up positions, or none, cannot match
 * it for long without simulating the game.
 */

/**
 * Where the client spawns: the middle of chunk (0, 0), high above an empty world. Each session
 * lowers `y` by up to 50 blocks at random.
 */
export const limboSpawn = { x: 8.5, y: 200, z: 8.5 } as const;

/** Vanilla multiplies by the float 0.98F, widened to a double. */
const drag = Math.fround(0.98);
const gravity = 0.08;
/**
 * How far a reported move may be from the prediction. Vanilla and mineflayer both compute in
 * doubles and land within 1e-12 of it; this leaves room for clients that round positions to
 * floats on the way, and stays far below what a tick of anything else changes (0.08 * 0.98).
 */
export const fallTolerance = 1e-4;
/** Moves that must match in a row: half a second of falling, about 2.5 blocks. */
export const fallTicks = 10;

export type FallStep =
  | { kind: 'waiting' }
  | { kind: 'falling'; ticks: number }
  | { kind: 'fell' }
  | { kind: 'wrong'; expected: number; actual: number };

export class FallCheck {
  private y: number;
  /** The last move down, or null while the player has not left the spawn height. */
  private lastMove: number | null = null;
  private ticks = 0;

  constructor(spawnY: number) {
    this.y = spawnY;
  }

  /** One position the client reported; `onGround` as it claimed (there is no ground here). */
  step(y: number, onGround: boolean): FallStep {
    if (!Number.isFinite(y)) return { kind: 'wrong', expected: this.y, actual: y };
    const move = y - this.y;
    this.y = y;
    if (this.lastMove === null && move === 0 && !onGround) return { kind: 'waiting' };
    const expected = ((this.lastMove ?? 0) - gravity) * drag;
    if (onGround || Math.abs(move - expected) > fallTolerance)
      return { kind: 'wrong', expected, actual: move };
    this.lastMove = move;
    this.ticks += 1;
    return this.ticks >= fallTicks ? { kind: 'fell' } : { kind: 'falling', ticks: this.ticks };
  }
}
