import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playersNs } from '../i18n';

/**
 * Whether a query is an address or a range narrower than the API looks up (a /24 or /48,
 * docs/security.md): said at once, without spending a lookup.
 */
function tooNarrow(q: string): boolean {
  const [address = '', bits] = q.split('/');
  const v6 = address.includes(':');
  if (!v6 && !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return false;
  return bits === undefined || Number(bits) > (v6 ? 48 : 24);
}

/** A player name or an address range to look up; `onLookup` gets it trimmed. */
export function LookupForm({ onLookup }: { onLookup: (q: string) => void }) {
  const { t } = useTranslation(playersNs);
  const [typed, setTyped] = useState('');
  const [narrow, setNarrow] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text size="sm">{t('intro')}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const q = typed.trim();
            setNarrow(tooNarrow(q));
            if (q && !tooNarrow(q)) onLookup(q);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('query')}
              description={t('queryHint')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setNarrow(false);
              }}
              error={narrow ? t('narrow') : undefined}
              maxLength={64}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('search')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
