/**
 * The threshold slider's scale: positions 0 to `steps` stand for 1 to `max` connections per
 * second on a log scale, so everyday thresholds (20 to 500) take a third of the track instead
 * of a tenth at the start of a linear one.
 */
export const logScale = (max: number, steps = 1000) => {
  const perStep = Math.log(max) / steps;
  return {
    steps,
    /** The threshold at a slider position, a whole number from 1 to `max`. */
    valueAt: (position: number) =>
      Math.min(max, Math.max(1, Math.round(Math.exp(position * perStep)))),
    /** The slider position of a threshold; thresholds past `max` sit at the end. */
    positionOf: (value: number) =>
      Math.min(steps, Math.max(0, Math.round(Math.log(Math.max(1, value)) / perStep))),
  };
};
