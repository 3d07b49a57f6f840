import type { FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { type Ring, splitAtAntimeridian } from './antimeridian';

/** Each polygon's outer ring cut at the 180° meridian (its holes stay with the first piece). */
function fixGeometry(geometry: Geometry): Geometry {
  const polygons =
    geometry.type === 'Polygon'
      ? [(geometry as Polygon).coordinates]
      : geometry.type === 'MultiPolygon'
        ? (geometry as MultiPolygon).coordinates
        : null;
  if (!polygons) return geometry;
  const pieces = polygons.flatMap(([outer, ...holes]) =>
    splitAtAntimeridian((outer ?? []) as Ring).map((ring, i) =>
      i === 0 ? [ring, ...holes] : [ring],
    ),
  );
  return { type: 'MultiPolygon', coordinates: pieces };
}

let registered: Promise<void> | null = null;

/**
 * Registers the `world` map with ECharts once: Natural Earth countries at 1:110m from
 * world-atlas, each named by its ISO 3166-1 numeric code (the API's country id).
 */
export function registerWorldMap(): Promise<void> {
  registered ??= (async () => {
    const [{ echarts }, atlas] = await Promise.all([
      import('./map-setup'),
      import('world-atlas/countries-110m.json'),
    ]);
    const topology = atlas.default as unknown as Topology<{ countries: GeometryCollection }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection;
    const fixed = {
      type: 'FeatureCollection' as const,
      features: countries.features
        .filter((f) => f.geometry && f.id !== undefined)
        .map((f) => ({
          ...f,
          properties: { name: String(Number(f.id)) },
          geometry: fixGeometry(f.geometry),
        })),
    };
    echarts.registerMap('world', fixed as Parameters<typeof echarts.registerMap>[1]);
  })();
  return registered;
}
