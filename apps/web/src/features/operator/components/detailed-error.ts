import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/forms';

/**
 * A refusal in the user's language with the API's own words after it: operators need the
 * particulars (which tunnels use a location, which limit a plan breaks).
 */
export function detailedError(error: unknown): string {
  const text = errorText(error);
  return error instanceof ApiError && error.message !== text ? `${text} ${error.message}` : text;
}
