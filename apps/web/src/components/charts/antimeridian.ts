/**
 * World-atlas shapes are made for spherical projections: a ring that crosses the 180°
 * meridian (Russia's Chukotka, Fiji) jumps from +180 to −180 and back, and a flat map draws
 * that jump as a line across the whole world. These functions cut such rings at the meridian
 * into a piece east of it and a piece west of it.
 */
export type Position = [number, number];
export type Ring = Position[];

/** Whether two consecutive points lie more than half the world apart (a wrap, not an edge). */
const wraps = (a: Position, b: Position) => Math.abs(a[0] - b[0]) > 180;

/** Keeps the part of a ring on one side of the vertical line `x = at` (Sutherland–Hodgman). */
function clip(ring: Ring, at: number, keepBelow: boolean): Ring {
  const inside = (p: Position) => (keepBelow ? p[0] <= at : p[0] >= at);
  const out: Ring = [];
  for (let i = 0; i < ring.length; i += 1) {
    const current = ring[i] as Position;
    const previous = ring[(i + ring.length - 1) % ring.length] as Position;
    const crossing = (): Position => {
      const t = (at - previous[0]) / (current[0] - previous[0]);
      return [at, previous[1] + t * (current[1] - previous[1])];
    };
    if (inside(current)) {
      if (!inside(previous)) out.push(crossing());
      out.push(current);
    } else if (inside(previous)) {
      out.push(crossing());
    }
  }
  return out;
}

/**
 * A ring as one or two rings that never wrap: a wrapping ring is unrolled eastwards (west
 * longitudes + 360), then cut at 180° into its eastern part and its western part shifted back.
 * Rings along the poles' edge (Antarctica), which span the whole world, are left alone.
 */
export function splitAtAntimeridian(ring: Ring): Ring[] {
  const wrapping = ring.some((point, i) => i > 0 && wraps(ring[i - 1] as Position, point));
  if (!wrapping) return [ring];
  const unrolled: Ring = ring.map(([x, y]) => [x < 0 ? x + 360 : x, y]);
  if (unrolled.some((point, i) => i > 0 && wraps(unrolled[i - 1] as Position, point)))
    return [ring];
  const east = clip(unrolled, 180, true);
  const west = clip(unrolled, 180, false).map(([x, y]): Position => [x - 360, y]);
  const width = (part: Ring) =>
    Math.max(...part.map(([x]) => x)) - Math.min(...part.map(([x]) => x));
  // A piece that only touches the meridian has no width: drawn, it would be a line.
  return [east, west].filter((part) => part.length >= 3 && width(part) > 0);
}
