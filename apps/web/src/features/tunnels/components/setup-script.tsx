import { Button, Code, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/ui/query-state';
import { useSetupScript } from '../api/setup-script';
import { tunnelsNs } from '../i18n';

/** The WireGuard setup script, fetched when revealed (it holds the private key). */
export function SetupScript({ tunnelId, name }: { tunnelId: number; name: string }) {
  const { t } = useTranslation(tunnelsNs);
  const [revealed, setRevealed] = useState(false);
  const script = useSetupScript(tunnelId, revealed);

  const download = (text: string) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/x-shellscript' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `palisade-${name.replace(/[^\w.-]+/g, '-')}-setup.sh`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('page.scriptHint')}
      </Text>
      {!revealed ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconEye size={16} />}
            onClick={() => setRevealed(true)}
          >
            {t('page.reveal')}
          </Button>
        </Group>
      ) : script.error ? (
        <QueryError error={script.error} onRetry={() => void script.refetch()} />
      ) : script.data === undefined ? (
        <Skeleton h={160} />
      ) : (
        <>
          <Group>
            <CopyButton value={script.data}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {t(copied ? 'actions.copied' : 'actions.copy', { ns: 'common' })}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => download(script.data)}
            >
              {t('page.download')}
            </Button>
          </Group>
          {/* It scrolls: focusable, so that it can be scrolled with the keyboard too. */}
          <Code
            block
            mah={360}
            style={{ overflow: 'auto' }}
            tabIndex={0}
            aria-label={t('page.script')}
          >
            {script.data}
          </Code>
        </>
      )}
    </Stack>
  );
}
