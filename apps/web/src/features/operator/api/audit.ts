import { endpoints } from '@palisade/contract/endpoints';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { operatorKeys } from './keys';

export interface AuditFilters {
  operator: string;
  action: string;
  target: string;
}

/** The audit, newest first, 50 at a time; empty filters are left out. */
export const useAudit = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: operatorKeys.audit(filters),
    queryFn: ({ pageParam }) =>
      api(endpoints.adminAudit, {
        query: {
          ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')),
          ...(pageParam ? { before: pageParam } : {}),
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next_before ?? undefined,
    placeholderData: keepPreviousData,
  });
