import type { Domain, RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainsKey } from '@/api/domains';
import { api } from '@/lib/api';
import { updateById, updateCachedList } from '@/lib/list-rules';

export type UpdateDomainBody = NonNullable<RouteRequest<Routes['updateDomain']>['body']>;

export const updateDomain = (networkId: number, domainId: number, body: UpdateDomainBody) =>
  api(endpoints.updateDomain, {
    params: { id: String(networkId), domainId: String(domainId) },
    body,
  });

/** An updated domain replaces the one with its id (docs/web.md#list-rules). */
export function useUpdateDomain(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domainId, body }: { domainId: number; body: UpdateDomainBody }) =>
      updateDomain(networkId, domainId, body),
    onSuccess: (domain) =>
      updateCachedList<Domain>(queryClient, domainsKey(networkId), (list) =>
        updateById(list, domain),
      ),
  });
}
