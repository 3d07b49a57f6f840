import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useFleet } from '../api/fleet';
import { FleetLocation } from '../components/fleet-location';
import { TwoFactorHint } from '../components/two-factor-hint';
import { operatorNs } from '../i18n';

/** Every location and its edges; a quiet edge stands out in red. Refreshed every 10 s. */
export function Component() {
  const { t } = useTranslation(operatorNs);
  const fleet = useFleet();
  return (
    <Stack gap="lg">
      <TwoFactorHint />
      <QueryState queries={[fleet]}>
        {() =>
          fleet.data && (
            <>
              <Text c="dimmed" size="sm">
                {t('fleet.configVersion', { version: fleet.data.config_version })}
              </Text>
              {fleet.data.locations.length === 0 && <Text>{t('fleet.noLocations')}</Text>}
              {fleet.data.locations.map((location) => (
                <FleetLocation key={location.id} location={location} />
              ))}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
