import { describe, expect, it } from 'vitest';
import { screenFile, screenRoutes } from '../config/route-table';
import { screenOf, textsOf } from './route-modules';

describe('the route modules', () => {
  it('finds every route’s screen and its feature’s texts', () => {
    for (const route of screenRoutes) {
      expect(() => screenOf(route), route.name).not.toThrow();
      expect(textsOf(route), route.name).toBeTypeOf('function');
    }
  });

  it('has one screen module per route, named after it', () => {
    const files = Object.keys(
      import.meta.glob(['../features/*/screens/*.tsx', '!../features/*/screens/*.test.tsx']),
    );
    for (const route of screenRoutes)
      expect(
        files.filter((file) => file.endsWith(screenFile(route))),
        route.name,
      ).toHaveLength(1);
    expect(files).toHaveLength(screenRoutes.length);
  });
});
