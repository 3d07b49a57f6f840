import { Anchor, Collapse, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { backendSetsNs } from '../i18n';

/**
 * What to set in the backend for a switch of the set, folded under the switch: a server that
 * does not expect what the edge sends refuses every player.
 */
export function ServerSetup({
  intro,
  steps,
  children,
}: {
  intro?: string;
  steps: string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation(backendSetsNs);
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4} pl={54}>
      <Anchor
        component="button"
        type="button"
        size="xs"
        ta="left"
        onClick={toggle}
        aria-expanded={opened}
      >
        {t('setup.show')}
      </Anchor>
      <Collapse expanded={opened}>
        <Stack gap={6}>
          {intro && (
            <Text size="xs" c="dimmed">
              {intro}
            </Text>
          )}
          <List size="xs" spacing={2}>
            {steps.map((step) => (
              <List.Item key={step} style={{ overflowWrap: 'anywhere' }}>
                {step}
              </List.Item>
            ))}
          </List>
          {children}
        </Stack>
      </Collapse>
    </Stack>
  );
}
