import { Alert, Button, Code, SimpleGrid, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { settingsNs } from '../i18n';

function downloadCodes(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'palisade-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once when two-factor is turned on, with a download. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation(settingsNs);
  return (
    <Alert color="primary" variant="light" title={t('twoFactor.recoveryTitle')}>
      <Text size="sm" mb="sm">
        {t('twoFactor.recoveryHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mb="sm">
        {codes.map((code) => (
          <Code key={code}>{code}</Code>
        ))}
      </SimpleGrid>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={() => downloadCodes(codes)}
      >
        {t('twoFactor.download')}
      </Button>
    </Alert>
  );
}
