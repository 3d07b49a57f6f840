import { type Domain, type RouteRequest, routes } from '@palisade/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { addToFront, updateCachedList } from '../../../../lib/list-rules';
import { domainsKey } from './list-domains';

export type AddDomainBody = NonNullable<RouteRequest<typeof routes.addDomain>['body']>;

export const addDomain = (networkId: number, body: AddDomainBody) =>
  api(routes.addDomain, { params: { id: String(networkId) }, body });

/** Spec §4: a new domain goes to the front of the list. */
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
