import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const apiKeyKeys = { current: () => ['user', 'apikey'] as const };

/** The key as stored: masked. */
export const apiKeyQuery = () =>
  queryOptions({ queryKey: apiKeyKeys.current(), queryFn: () => api(endpoints.getApiKey) });

export const useApiKey = () => useQuery(apiKeyQuery());

/** The new key in full, shown once; the cached masked one is refetched. */
export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.regenerateApiKey),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.current() }),
  });
}
