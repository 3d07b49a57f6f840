import { Button, Code, CopyButton, Stack, Tabs, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { firewallRules, proxySettings } from '../exposure-rules';
import { overviewNs } from '../i18n';

/** A text to paste elsewhere, with its copy button. */
function Snippet({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={6} align="flex-start">
      <CopyButton value={text} timeout={1500}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
            aria-label={`${t('actions.copy')}: ${label}`}
          >
            {t(copied ? 'actions.copied' : 'actions.copy')}
          </Button>
        )}
      </CopyButton>
      {/* It may scroll sideways: focusable, so that it can be scrolled with the keyboard too. */}
      <Code block w="100%" style={{ overflowX: 'auto' }} tabIndex={0} aria-label={label}>
        {text}
      </Code>
    </Stack>
  );
}

const firewallTools = ['ufw', 'iptables', 'nftables'] as const;
const serverTools = ['Velocity', 'BungeeCord', 'Paper'] as const;
type Tool = (typeof firewallTools)[number] | (typeof serverTools)[number];

/**
 * What to paste so that only the edges reach the exposed ports: a firewall (ufw, iptables or
 * nftables; offered only when the edges' addresses are known), or the server's own setting
 * that refuses connections without a PROXY header.
 */
export function ExposureFixes({ ports, edges }: { ports: number[]; edges: string[] }) {
  const { t } = useTranslation(overviewNs);
  const rules = firewallRules(ports, edges);
  const texts: Record<Tool, string> = {
    ufw: rules.ufw,
    iptables: rules.iptables,
    nftables: rules.nftables,
    Velocity: proxySettings.velocity,
    BungeeCord: proxySettings.bungeecord,
    Paper: proxySettings.paper,
  };
  const tools: Tool[] = edges.length > 0 ? [...firewallTools, ...serverTools] : [...serverTools];
  const isFirewall = (tool: Tool) => (firewallTools as readonly Tool[]).includes(tool);
  return (
    <Stack gap="sm">
      <Tabs defaultValue={tools[0]} keepMounted={false}>
        <Tabs.List>
          {tools.map((tool) => (
            <Tabs.Tab key={tool} value={tool}>
              {tool}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tools.map((tool) => (
          <Tabs.Panel key={tool} value={tool} pt="sm">
            <Stack gap="xs">
              <Text size="sm">
                {isFirewall(tool) ? t('exposure.firewallHint') : t('exposure.proxyHint')}
              </Text>
              <Snippet text={texts[tool]} label={t('exposure.snippet', { tool })} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="xs" c="dimmed">
        {t('exposure.onlineMode')}
      </Text>
    </Stack>
  );
}
