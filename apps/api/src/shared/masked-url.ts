/**
 * A webhook URL as shown to a caller who may not change where credentials go: its origin only.
 * The path and query of a webhook (Discord's token, a receiver's secret path) are the credential;
 * userinfo is left out by `origin` too. Empty stays empty: "no webhook" is no secret.
 */
export function maskedUrl(url: string): string {
  if (url === '') return '';
  try {
    return `${new URL(url).origin}/…`;
  } catch {
    return '…';
  }
}
