import type { Domain } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainsKey } from '@/api/domains';
import { api } from '@/lib/api';
import { removeById, updateCachedList } from '@/lib/list-rules';

export const deleteDomain = (networkId: number, domainId: number) =>
  api(endpoints.deleteDomain, { params: { id: String(networkId), domainId: String(domainId) } });

export function useDeleteDomain(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) => deleteDomain(networkId, domainId),
    onSuccess: ({ id }) =>
      updateCachedList<Domain>(queryClient, domainsKey(networkId), (list) => removeById(list, id)),
  });
}
