import { Alert, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireNetwork } from '@/components/network/require-network';
import { QueryState } from '@/components/ui/query-state';
import { type AttackFilter, useAttackList } from '../api/list-attacks';
import { AttackDetails } from '../components/attack-details';
import { AttackTable } from '../components/attack-table';
import { DayFilter } from '../components/day-filter';
import { attacksNs } from '../i18n';

function AttackHistory({ network }: { network: Network }) {
  const { t } = useTranslation(attacksNs);
  const [filter, setFilter] = useState<AttackFilter>({ page: 1, from: '', to: '' });
  const [open, setOpen] = useState<number | null>(null);
  const attacks = useAttackList(network.id, filter);
  const data = attacks.data;
  const filtered = Boolean(filter.from || filter.to);

  return (
    <Stack>
      {data && data.ongoing > 0 && (
        <Alert color="danger">{t('ongoingBanner', { count: data.ongoing })}</Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group>
            <DayFilter
              label={t('from')}
              value={filter.from}
              max={filter.to}
              onChange={(from) => setFilter({ ...filter, page: 1, from })}
            />
            <DayFilter
              label={t('to')}
              value={filter.to}
              min={filter.from}
              onChange={(to) => setFilter({ ...filter, page: 1, to })}
            />
          </Group>
          <QueryState queries={[attacks]} mih={160}>
            {() =>
              data && data.attacks.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {filtered ? t('emptyFiltered') : t('empty')}
                </Text>
              ) : (
                data && (
                  <>
                    <AttackTable attacks={data.attacks} onOpen={setOpen} />
                    {data.total > data.per_page && (
                      <Group justify="flex-end">
                        <Pagination
                          total={Math.ceil(data.total / data.per_page)}
                          value={data.page}
                          onChange={(page) => setFilter({ ...filter, page })}
                          getControlProps={(control) =>
                            control === 'previous' || control === 'next'
                              ? {
                                  'aria-label': t(
                                    control === 'previous' ? 'previousPage' : 'nextPage',
                                  ),
                                }
                              : {}
                          }
                        />
                      </Group>
                    )}
                  </>
                )
              )
            }
          </QueryState>
        </Stack>
      </Card>
      <AttackDetails networkId={network.id} attackId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <AttackHistory network={network} />}</RequireNetwork>;
}
