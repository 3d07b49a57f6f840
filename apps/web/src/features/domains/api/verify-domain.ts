import type { Domain } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainsKey } from '@/api/domains';
import { api } from '@/lib/api';
import { updateById, updateCachedList } from '@/lib/list-rules';

/** Looks the TXT record up now; `verified` says whether it was found, `txt_record` what was looked for. */
export const verifyDomain = (networkId: number, domainId: number) =>
  api(endpoints.verifyDomain, { params: { id: String(networkId), domainId: String(domainId) } });

export function useVerifyDomain(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) => verifyDomain(networkId, domainId),
    onSuccess: (domain) =>
      updateCachedList<Domain>(queryClient, domainsKey(networkId), (list) =>
        updateById(list, domain),
      ),
  });
}
