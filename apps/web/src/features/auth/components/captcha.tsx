import { Skeleton, Stack } from '@mantine/core';
import type { Challenge } from 'altcha/types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../api/captcha';
import { TurnstileWidget } from './turnstile-widget';

// The widget and its worker load with the first form that needs them.
const AltchaWidget = lazy(() =>
  import('./altcha-widget').then((m) => ({ default: m.AltchaWidget })),
);

export interface CaptchaValues {
  captcha: string;
  cfcaptcha: string;
  /** Every captcha the server asks for is solved. */
  ready: boolean;
}

/**
 * The captchas the server switched on (`captcha` and `cfcaptcha`, docs/web.md#sign-in).
 * Changing `round` fetches a new challenge: each one is good for one attempt.
 */
export function Captcha({
  round,
  onChange,
}: {
  round: number;
  onChange: (values: CaptchaValues) => void;
}) {
  const { i18n } = useTranslation();
  const query = useCaptcha();
  const [captcha, setCaptcha] = useState('');
  const [cfcaptcha, setCfcaptcha] = useState('');
  const { refetch } = query;

  // A new round asks for a new challenge (`refetch` stays the same function for the query).
  useEffect(() => {
    if (round > 0) {
      setCaptcha('');
      void refetch();
    }
  }, [round, refetch]);

  const data = query.data;
  const needsAltcha = data?.enabled === true && data.challenge !== null;
  const siteKey = data?.turnstile_site_key ?? null;
  useEffect(() => {
    onChange({
      captcha,
      cfcaptcha,
      ready:
        data !== undefined && (!needsAltcha || captcha !== '') && (!siteKey || cfcaptcha !== ''),
    });
  }, [captcha, cfcaptcha, data, needsAltcha, siteKey, onChange]);

  if (query.isPending) return <Skeleton h={56} />;
  return (
    <Stack gap="xs">
      {needsAltcha && data.challenge && (
        <Suspense fallback={<Skeleton h={56} />}>
          <AltchaWidget
            challenge={data.challenge as unknown as Challenge}
            language={i18n.language}
            onPayload={setCaptcha}
          />
        </Suspense>
      )}
      {siteKey && (
        <TurnstileWidget siteKey={siteKey} language={i18n.language} onToken={setCfcaptcha} />
      )}
    </Stack>
  );
}
