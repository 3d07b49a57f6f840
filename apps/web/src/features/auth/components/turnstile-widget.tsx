import { useEffect, useRef } from 'react';

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(id: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Cloudflare Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Cloudflare Turnstile, shown only when the operator configured a site key. */
export function TurnstileWidget({
  siteKey,
  language,
  onToken,
}: {
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  report.current = onToken;

  useEffect(() => {
    let id: string | null = null;
    let api: TurnstileApi | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !host.current) return;
        api = turnstile;
        id = turnstile.render(host.current, {
          sitekey: siteKey,
          language,
          callback: (token: string) => report.current(token),
          'expired-callback': () => report.current(''),
          'error-callback': () => report.current(''),
        });
      })
      .catch((error: Error) => console.warn('Palisade:', error.message));
    return () => {
      cancelled = true;
      if (api && id) api.remove(id);
    };
  }, [siteKey, language]);

  return <div ref={host} />;
}
