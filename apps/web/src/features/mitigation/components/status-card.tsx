import {
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mitigationNs } from '../i18n';
import { parseMotd } from './motd';
import { SectionCard, useNetworkSection } from './network-section';

const fields = [
  'forward_true_slp',
  'offline_motd_enabled',
  'offline_motd',
  'offline_kick_message',
  'offline_favicon',
] as const;

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

/** How the server list shows the offline MOTD: icon, name line, then the two MOTD lines. */
function MotdPreview({ motd, favicon, label }: { motd: string; favicon: string; label: string }) {
  return (
    <Paper p="sm" radius="sm" bg="#1e1e1e" aria-label={label} role="img">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box w={48} h={48} bg="#333" style={{ flexShrink: 0 }}>
          {favicon && (
            <Image src={favicon} w={48} h={48} alt="" style={{ imageRendering: 'pixelated' }} />
          )}
        </Box>
        <Text ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {parseMotd(motd).map((span, i) => (
            <span
              // The runs never reorder; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={i}
              style={{
                color: span.color,
                fontWeight: span.bold ? 700 : 400,
                fontStyle: span.italic ? 'italic' : 'normal',
                textDecoration:
                  [span.underline && 'underline', span.strike && 'line-through']
                    .filter(Boolean)
                    .join(' ') || 'none',
              }}
            >
              {span.text}
            </span>
          ))}
        </Text>
      </Group>
    </Paper>
  );
}

export function StatusCard({ network }: { network: Network }) {
  const { t } = useTranslation(mitigationNs);
  const { form, submit, update, editable } = useNetworkSection(network, fields);
  const [faviconError, setFaviconError] = useState(false);
  return (
    <SectionCard
      title={t('status.title')}
      onSubmit={submit}
      saving={update.isPending}
      dirty={form.isDirty()}
      error={update.error}
      editable={editable}
    >
      <Switch
        label={t('status.forward')}
        {...form.getInputProps('forward_true_slp', { type: 'checkbox' })}
      />
      <Switch
        label={t('status.offlineEnabled')}
        {...form.getInputProps('offline_motd_enabled', { type: 'checkbox' })}
      />
      <Textarea
        label={t('status.motd')}
        description={t('status.motdHint')}
        autosize
        minRows={2}
        maxRows={2}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.getInputProps('offline_motd')}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('status.preview')}
        </Text>
        <MotdPreview
          motd={form.values.offline_motd}
          favicon={form.values.offline_favicon}
          label={t('status.preview')}
        />
      </div>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('status.favicon')}
        </Text>
        <FileButton
          accept="image/png"
          onChange={async (file) => {
            if (!file) return;
            const url = await readFavicon(file);
            setFaviconError(url === null);
            if (url) form.setFieldValue('offline_favicon', url);
          }}
        >
          {(props) => (
            <Button variant="light" size="xs" {...props}>
              {t('status.faviconChoose')}
            </Button>
          )}
        </FileButton>
        {form.values.offline_favicon && (
          <Button
            variant="subtle"
            color="danger"
            size="xs"
            onClick={() => form.setFieldValue('offline_favicon', '')}
          >
            {t('status.faviconRemove')}
          </Button>
        )}
      </Group>
      {(faviconError || form.errors.offline_favicon) && (
        <Text size="xs" c="danger">
          {faviconError ? t('status.faviconInvalid') : form.errors.offline_favicon}
        </Text>
      )}
      <Textarea
        label={t('status.kick')}
        autosize
        minRows={2}
        {...form.getInputProps('offline_kick_message')}
      />
    </SectionCard>
  );
}
