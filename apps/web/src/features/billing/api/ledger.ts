import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/api/subscription';
import { api } from '@/lib/api';

/** The newest 100 entries: more than a month holds for any account today. */
export const ledgerQuery = () =>
  queryOptions({
    queryKey: billingKeys.ledger(),
    queryFn: () => api(endpoints.listLedger, { query: { limit: 100 } }),
  });

export const useLedger = () => useQuery(ledgerQuery());
