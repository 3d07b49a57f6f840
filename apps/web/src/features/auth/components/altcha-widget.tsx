import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/de';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/pt-pt';
import type { Challenge } from 'altcha/types';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';

// The CSP-friendly build: styles from the CSS file and the PBKDF2 worker as a file of its own
// (the API's PBKDF2/SHA-256 challenges, apps/api/src/features/account/captcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

const altchaLanguage: Record<string, string> = { en: 'en', de: 'de', fr: 'fr-fr', pt: 'pt-pt' };

/**
 * The ALTCHA proof-of-work widget fed with the challenge the API issued. `onPayload` gets the
 * base64 payload the API verifies (empty again when the solution expires).
 */
export function AltchaWidget({
  challenge,
  language,
  onPayload,
}: {
  challenge: Challenge;
  language: string;
  onPayload: (payload: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onPayload);
  report.current = onPayload;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('name', 'captcha');
    // The element mounts asynchronously, so its methods are not there yet: the configuration
    // attribute (JSON) is read when it does.
    widget.setAttribute(
      'configuration',
      JSON.stringify({ challenge, language: altchaLanguage[language] ?? 'en', auto: 'onload' }),
    );
    container.append(widget);
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      report.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', onState);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.remove();
    };
  }, [challenge, language]);

  return <div ref={host} />;
}
