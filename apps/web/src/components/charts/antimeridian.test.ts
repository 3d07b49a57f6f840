import { describe, expect, it } from 'vitest';
import { type Ring, splitAtAntimeridian } from './antimeridian';

const wraps = (ring: Ring) =>
  ring.some((p, i) => i > 0 && Math.abs(p[0] - (ring[i - 1] as [number, number])[0]) > 180);

describe('splitAtAntimeridian', () => {
  it('leaves a ring that does not cross the meridian as it is', () => {
    const ring: Ring = [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 10],
    ];
    expect(splitAtAntimeridian(ring)).toEqual([ring]);
  });

  it('cuts a ring crossing 180° into an eastern and a western piece that never wrap', () => {
    // A box from 170°E to 170°W (Chukotka-like), as world-atlas stores it.
    const ring: Ring = [
      [170, 60],
      [-170, 60],
      [-170, 70],
      [170, 70],
      [170, 60],
    ];
    const pieces = splitAtAntimeridian(ring);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) expect(wraps(piece)).toBe(false);
    const [east, west] = pieces as [Ring, Ring];
    expect(Math.min(...east.map(([x]) => x))).toBe(170);
    expect(Math.max(...east.map(([x]) => x))).toBe(180);
    expect(Math.min(...west.map(([x]) => x))).toBe(-180);
    expect(Math.max(...west.map(([x]) => x))).toBe(-170);
  });

  it('drops a piece that only touches the meridian', () => {
    const ring: Ring = [
      [170, 60],
      [-180, 60],
      [-180, 70],
      [170, 70],
      [170, 60],
    ];
    const pieces = splitAtAntimeridian(ring);
    expect(pieces).toHaveLength(1);
    expect(wraps(pieces[0] as Ring)).toBe(false);
  });

  it('keeps the real shapes of world-atlas free of wraps', async () => {
    const { feature } = await import('topojson-client');
    const atlas = (await import('world-atlas/countries-110m.json')).default as never;
    const countries = feature(
      atlas,
      (atlas as { objects: { countries: never } }).objects.countries,
    ) as unknown as {
      features: { id: string; geometry: { type: string; coordinates: unknown } }[];
    };
    const rings = countries.features
      .filter((f) => f.id !== '010') // Antarctica runs along the map's bottom edge by design
      .flatMap((f) =>
        f.geometry.type === 'Polygon'
          ? [(f.geometry.coordinates as Ring[])[0] as Ring]
          : (f.geometry.coordinates as Ring[][]).map((p) => p[0] as Ring),
      );
    expect(rings.some(wraps)).toBe(true);
    expect(rings.flatMap(splitAtAntimeridian).some(wraps)).toBe(false);
  });
});
