import { Badge } from '@mantine/core';
import type { BackendHealth } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { backendSetsNs } from '../i18n';

const colors = { up: 'success', partial: 'warning', down: 'danger', unknown: 'gray' } as const;

/**
 * Up or down as the edges last found it, with the connect time they measured. `labelled` names
 * the protocol, for a backend that Java and Bedrock players both reach (each checked its way).
 */
export function BackendHealthBadge({
  health,
  labelled = false,
}: {
  health: BackendHealth | undefined;
  labelled?: boolean;
}) {
  const { t } = useTranslation(backendSetsNs);
  const status = health?.status ?? 'unknown';
  return (
    <Badge variant="dot" color={colors[status]} style={{ flexShrink: 0 }}>
      {labelled && health ? `${t(`health.${health.protocol}`)} · ` : ''}
      {t(`health.${status}`, {
        ms: Math.round(health?.latency_ms ?? 0),
        up: health?.edges_up,
        total: health?.edges_reporting,
      })}
    </Badge>
  );
}
