import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/countries';
import { WorldHeatmap } from '@/components/charts/world-heatmap';
import { QueryFailure } from '@/components/ui/query-state';
import { useActiveNetwork } from '@/lib/active-network';
import { formatCount, formatCountry } from '@/lib/format';
import { useFigure } from '../api/analytics-figures';
import { analyticsNs } from '../i18n';

/** Logins by country on a world map, with the ranked list beside it. */
export function CountryCard({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const lang = i18n.language;
  const { timeframe } = useActiveNetwork();
  const heatmap = useFigure(network.id, 'countryHeatmap', timeframe);
  const countries = useCountries();
  // The API names countries by ISO alpha-2 code; the map's shapes by ISO numeric code.
  const byCode = new Map((countries.data ?? []).map((c) => [c.code, c]));
  const rows = (heatmap.data ?? []).map((row) => {
    const country = byCode.get(row.key);
    return {
      code: row.key,
      id: country?.id ?? 0,
      name: formatCountry(row.key, country?.name ?? row.key, lang),
      value: row.value,
    };
  });
  const format = (value: number) => formatCount(value, lang);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('charts.countries')}
      </Title>
      <QueryFailure queries={[heatmap, countries]}>
        {() => (
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <WorldHeatmap
                label={t('charts.countries')}
                data={heatmap.data && countries.data ? rows.filter((r) => r.id > 0) : undefined}
                loading={heatmap.isPending || countries.isPending}
                emptyText={t('charts.noCountries')}
                formatValue={format}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Text size="sm" fw={600} mb="xs">
                {t('charts.countryList')}
              </Text>
              <Stack gap={6}>
                {rows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {heatmap.isPending ? t('common:states.loading') : t('charts.noCountries')}
                  </Text>
                ) : (
                  rows.slice(0, 12).map((row, index) => (
                    <Group key={row.code} justify="space-between" wrap="nowrap">
                      <Text size="sm">
                        {index + 1}. {row.name}
                      </Text>
                      <Text size="sm" fw={600}>
                        {format(row.value)}
                      </Text>
                    </Group>
                  ))
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </QueryFailure>
    </Card>
  );
}
