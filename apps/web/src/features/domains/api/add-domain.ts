import type { Domain, RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainsKey } from '@/api/domains';
import { api } from '@/lib/api';
import { addToFront, updateCachedList } from '@/lib/list-rules';

export type AddDomainBody = NonNullable<RouteRequest<Routes['addDomain']>['body']>;

export const addDomain = (networkId: number, body: AddDomainBody) =>
  api(endpoints.addDomain, { params: { id: String(networkId) }, body });

/** A new domain goes to the front of the list (docs/web.md#list-rules). */
export function useAddDomain(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDomainBody) => addDomain(networkId, body),
    onSuccess: (domain) =>
      updateCachedList<Domain>(queryClient, domainsKey(networkId), (list) =>
        addToFront(list, domain),
      ),
  });
}
