import { Button, FileButton, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mitigationNs } from '../i18n';

/** The contract allows 16 384 characters of data URL: about 12 KB of PNG. */
const maxFaviconBytes = 12_000;

function readFavicon(file: File): Promise<string | null> {
  if (file.type !== 'image/png' || file.size > maxFaviconBytes) return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const image = new window.Image();
      image.onload = () =>
        resolve(image.naturalWidth === 64 && image.naturalHeight === 64 ? url : null);
      image.onerror = () => resolve(null);
      image.src = url;
    };
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/**
 * The offline MOTD's server-list icon: a 64×64 PNG read into a data URL, or removed; a file
 * that is not one is refused here before the API sees it.
 */
export function FaviconField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error: ReactNode;
}) {
  const { t } = useTranslation(mitigationNs);
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('status.favicon')}
        </Text>
        <FileButton
          accept="image/png"
          onChange={async (file) => {
            if (!file) return;
            const url = await readFavicon(file);
            setInvalid(url === null);
            if (url) onChange(url);
          }}
        >
          {(props) => (
            <Button variant="light" size="xs" {...props}>
              {t('status.faviconChoose')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="danger" size="xs" onClick={() => onChange('')}>
            {t('status.faviconRemove')}
          </Button>
        )}
      </Group>
      {(invalid || error) && (
        <Text size="xs" c="danger">
          {invalid ? t('status.faviconInvalid') : error}
        </Text>
      )}
    </>
  );
}
