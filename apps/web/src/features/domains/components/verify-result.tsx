import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';
import type { useVerifyDomain } from '../api/verify-domain';
import { domainsNs } from '../i18n';

/** A coloured alert's title in the text colour: warning and success tints are too light to read. */
const readable = { title: { color: 'var(--mantine-color-text)' } };

type Verify = ReturnType<typeof useVerifyDomain>;

/** What "Verify now" found: ownership, and whether the name leads players to the edge yet. */
export function VerifyResult({
  error,
  checked,
}: {
  error: Verify['error'];
  checked: Verify['data'];
}) {
  const { t } = useTranslation(domainsNs);
  return (
    <>
      {error && (
        <Alert color="warning" styles={readable} title={t('records.failed')}>
          {errorText(error)}
        </Alert>
      )}
      {checked && !checked.verified && (
        <Alert color="warning" styles={readable} title={t('records.failed')}>
          {t('records.notFound', checked.txt_record)}
        </Alert>
      )}
      {checked?.verified && checked.routing === null && (
        <Alert color="warning" styles={readable} title={t('records.ownershipOnly')}>
          {t('records.noRoute', { name: checked.name })}
        </Alert>
      )}
      {checked?.verified && checked.routing !== null && (
        <Alert color="success" styles={readable} title={t('records.joinable')}>
          {t(`records.routing.${checked.routing}`)}
        </Alert>
      )}
    </>
  );
}
