import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Whether a name is free, and the TXT record that proves it belongs to the customer. */
export const preverifyDomain = (networkId: number, domainName: string) =>
  api(endpoints.preverifyDomain, {
    params: { id: String(networkId) },
    body: { domain_name: domainName },
  });

export const usePreverifyDomain = (networkId: number) =>
  useMutation({ mutationFn: (domainName: string) => preverifyDomain(networkId, domainName) });
