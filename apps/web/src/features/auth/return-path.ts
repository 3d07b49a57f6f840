/**
 * A sign-in page's link to another one, keeping where the visitor was going (`?to=`), so that
 * someone sent to sign in from an invitation can sign up first and still come back to it.
 */
export const keepReturn = (path: string, to: string | null) =>
  to ? `${path}?to=${encodeURIComponent(to)}` : path;

/** Where to go after login: the `to` parameter when it is a path of this app, else `/`. */
export function afterLogin(to: string | null): string {
  return to?.startsWith('/') && !to.startsWith('//') ? to : '/';
}
