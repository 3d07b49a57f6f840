import { Button, Divider, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOauthProviders } from '../api/oauth-providers';
import { authNs } from '../i18n';
import { startOidcSignIn } from '../oidc';

/** One button per OpenID Connect provider the operator configured (none: nothing shown). */
export function OauthButtons({ to }: { to: string | null }) {
  const { t } = useTranslation(authNs);
  const providers = useOauthProviders();
  const usable = (providers.data ?? []).flatMap((p) =>
    p.authorization_endpoint ? [{ ...p, authorization_endpoint: p.authorization_endpoint }] : [],
  );
  if (usable.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('login.orWith')} labelPosition="center" />
      {usable.map((provider) => (
        <Button
          key={provider.type}
          variant="default"
          leftSection={<IconLogin2 size={16} />}
          onClick={() => startOidcSignIn(provider, to)}
        >
          {t('login.withProvider', { provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
