import { Alert, Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import {
  type CustomerAction,
  type CustomerDetails,
  useCustomer,
  useCustomerAction,
} from '../api/customers';
import { operatorNs } from '../i18n';
import { CustomerBalanceForm } from './customer-balance-form';
import { CustomerDisableForm } from './customer-disable-form';
import { CustomerLedger } from './customer-ledger';
import { CustomerNetworks } from './customer-networks';
import { CustomerPlanForm } from './customer-plan-form';
import { CustomerSummary } from './customer-summary';
import { detailedError } from './detailed-error';

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
  const { t } = useTranslation(operatorNs);
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
      <CustomerSummary customer={customer} />
      <Group>
        {customer.state !== 'active' && (
          <Button loading={action.isPending} onClick={() => act({ kind: 'activate' })}>
            {customer.state === 'disabled' ? t('customers.enable') : t('customers.activate')}
          </Button>
        )}
      </Group>
      {customer.state !== 'disabled' && !customer.operator && (
        <CustomerDisableForm
          busy={action.isPending}
          onDisable={(reason) => act({ kind: 'disable', reason })}
        />
      )}
      <Divider />
      <CustomerBalanceForm busy={action.isPending} onApply={(what, done) => act(what, done)} />
      <CustomerPlanForm
        current={customer.plan_id}
        busy={action.isPending}
        onChange={(planId) => act({ kind: 'plan', plan_id: planId })}
      />
      <Divider />
      <CustomerNetworks customer={customer} />
      <CustomerLedger customer={customer} />
    </Stack>
  );
}
