import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatDate, formatMoney } from '@/lib/format';
import {
  type CustomerAction,
  type CustomerDetails,
  useCustomer,
  useCustomerAction,
} from '../api/customers';
import { useAdminPlans } from '../api/plans';
import { operatorNs } from '../i18n';
import { detailedError } from './detailed-error';
import { ScrollingTable } from './scrolling-table';

/** One account, opened from the search: its state, plan, balance and ledger, networks. */
export function CustomerDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(operatorNs);
  const customer = useCustomer(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={customer.data?.email ?? t('customers.details')}
    >
      {id !== null && (
        <QueryState queries={[customer]}>
          {() => customer.data && <Details customer={customer.data} />}
        </QueryState>
      )}
    </Drawer>
  );
}

function Details({ customer }: { customer: CustomerDetails }) {
  const { t, i18n } = useTranslation(operatorNs);
  const locale = i18n.language;
  const action = useCustomerAction(customer.id);
  const act = (what: CustomerAction, after?: () => void) =>
    action.mutate(what, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('customers.done') });
        after?.();
      },
    });
  return (
    <Stack>
      {action.error && (
        <Alert color="danger" variant="light" role="alert">
          {detailedError(action.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Badge color={customer.state === 'active' ? 'success' : 'danger'} variant="dot">
          {t(`customers.states.${customer.state}`)}
        </Badge>
        {customer.operator && <Badge variant="dot">{t('customers.operator')}</Badge>}
        <Text size="sm" c="dimmed">
          {t('customers.since', { date: formatDate(customer.created_at, locale) })}
        </Text>
      </Group>
      {customer.disabled_reason && (
        <Alert color="danger" variant="light">
          {t('customers.disabledBecause', { reason: customer.disabled_reason })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('customers.balance')} value={formatMoney(customer.balance, locale)} />
        <Fact label={t('customers.plan')} value={customer.plan_name} />
        <Fact label={t('customers.networks')} value={String(customer.networks)} />
        <Fact
          label={t('customers.twoFactor')}
          value={customer.two_factor ? t('customers.twoFactorOn') : t('customers.twoFactorOff')}
        />
      </SimpleGrid>
      <Group>
        {customer.state !== 'active' && (
          <Button loading={action.isPending} onClick={() => act({ kind: 'activate' })}>
            {customer.state === 'disabled' ? t('customers.enable') : t('customers.activate')}
          </Button>
        )}
      </Group>
      {customer.state !== 'disabled' && !customer.operator && (
        <DisableForm
          busy={action.isPending}
          onDisable={(reason) => act({ kind: 'disable', reason })}
        />
      )}
      <Divider />
      <BalanceForm busy={action.isPending} onApply={(what, done) => act(what, done)} />
      <PlanForm
        current={customer.plan_id}
        busy={action.isPending}
        onChange={(planId) => act({ kind: 'plan', plan_id: planId })}
      />
      <Divider />
      <Title order={3} size="h6">
        {t('customers.networks')}
      </Title>
      {customer.network_list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customers.noNetworks')}
        </Text>
      ) : (
        customer.network_list.map((n) => (
          <Group key={n.id} gap="xs" wrap="wrap">
            <Text fw={600}>{n.name}</Text>
            <Text size="xs" c="dimmed">
              #{n.id}
            </Text>
            {n.under_attack && (
              <Badge color="danger" variant="dot" size="sm">
                {t('customers.underAttack')}
              </Badge>
            )}
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {n.domains.join(', ') || t('customers.noDomains')}
            </Text>
          </Group>
        ))
      )}
      <Title order={3} size="h6">
        {t('customers.ledger')}
      </Title>
      {customer.ledger.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customers.noLedger')}
        </Text>
      ) : (
        <ScrollingTable minWidth={420} label={t('customers.ledger')}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {customer.ledger.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDate(e.created_at, locale)}</Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatMoney(e.amount, locale)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" c="dimmed">
                    {formatMoney(e.balance_after, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function DisableForm({ busy, onDisable }: { busy: boolean; onDisable: (reason: string) => void }) {
  const { t } = useTranslation(operatorNs);
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim().length >= 1 && v.length <= 200 ? null : ' ') },
  });
  return (
    <form onSubmit={form.onSubmit((v) => onDisable(v.reason.trim()))} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('customers.reason')}
          maxLength={200}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" color="danger" variant="light" loading={busy}>
          {t('customers.disable')}
        </Button>
      </Group>
    </form>
  );
}

function BalanceForm({
  busy,
  onApply,
}: {
  busy: boolean;
  onApply: (action: CustomerAction, done: () => void) => void;
}) {
  const { t } = useTranslation(operatorNs);
  const form = useForm<{ amount: number | string; note: string }>({
    mode: 'controlled',
    initialValues: { amount: '', note: '' },
    validate: {
      amount: (v) => (Number(v) !== 0 && Number.isFinite(Number(v)) ? null : ' '),
      note: (v) => (v.trim() && v.length <= 200 ? null : ' '),
    },
  });
  const submit = form.onSubmit((v) =>
    onApply(
      { kind: 'balance', amount_cents: Math.round(Number(v.amount) * 100), note: v.note.trim() },
      form.reset,
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('customers.adjust')}
        </Text>
        <Group align="flex-start" grow wrap="wrap">
          <NumberInput
            label={t('customers.amount')}
            description={t('customers.amountHint')}
            decimalScale={2}
            min={-100_000}
            max={100_000}
            {...form.getInputProps('amount')}
          />
          <TextInput label={t('customers.note')} maxLength={200} {...form.getInputProps('note')} />
        </Group>
        <Button type="submit" variant="light" w="fit-content" loading={busy}>
          {t('customers.apply')}
        </Button>
      </Stack>
    </form>
  );
}

function PlanForm({
  current,
  busy,
  onChange,
}: {
  current: number;
  busy: boolean;
  onChange: (planId: number) => void;
}) {
  const { t } = useTranslation(operatorNs);
  const plans = useAdminPlans();
  const form = useForm({ mode: 'controlled', initialValues: { plan: String(current) } });
  return (
    <form onSubmit={form.onSubmit((v) => onChange(Number(v.plan)))} noValidate>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('customers.changePlan')}
          description={t('customers.changePlanHint')}
          data={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('plan')}
        />
        <Button
          type="submit"
          variant="light"
          loading={busy}
          disabled={form.getValues().plan === String(current)}
        >
          {t('customers.changePlan')}
        </Button>
      </Group>
    </form>
  );
}
