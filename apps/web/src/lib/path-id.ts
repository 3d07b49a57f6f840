/** A database id from a URL segment: digits only, as the API's path ids (else null). */
export function pathIdOf(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
