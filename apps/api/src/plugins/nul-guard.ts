import { AppError } from '../errors';

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, `${path}.${key}`) ?? nulPath(key, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses a request whose body, query or path carries a NUL character anywhere: 400, not 500. */
export function refuseNul(parts: { body: unknown; query: unknown; params: unknown }): void {
  const path =
    nulPath(parts.body, 'body') ?? nulPath(parts.query, 'query') ?? nulPath(parts.params, 'params');
  if (!path) return;
  const message = 'must not contain the NUL character';
  throw new AppError(400, 'VALIDATION_ERROR', `${path}: ${message}`, {}, [{ path, message }]);
}
