import { type RouteRequest, routes } from '@palisade/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const verificationServerKey = (networkId: number) =>
  ['networks', networkId, 'verificationServer'] as const;

export type VerificationBody = NonNullable<
  RouteRequest<typeof routes.createVerificationServer>['body']
>;

const params = (networkId: number) => ({ id: String(networkId) });

export const verificationServerQuery = (networkId: number) =>
  queryOptions({
    queryKey: verificationServerKey(networkId),
    queryFn: () => api(routes.getVerificationServer, { params: params(networkId) }),
  });

/** The network's anti-bot check, or null while it is off. */
export const useVerificationServer = (networkId: number) =>
  useQuery(verificationServerQuery(networkId));

/**
 * Turns the check on (POST), changes it (PATCH) or off (DELETE, `settings` null), and keeps
 * the cached value in step with what the API answered.
 */
export function useSaveVerificationServer(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      exists,
      settings,
    }: {
      exists: boolean;
      settings: VerificationBody | null;
    }) => {
      if (settings === null) {
        await api(routes.deleteVerificationServer, { params: params(networkId) });
        return null;
      }
      return exists
        ? api(routes.updateVerificationServer, { params: params(networkId), body: settings })
        : api(routes.createVerificationServer, { params: params(networkId), body: settings });
    },
    onSuccess: (server) => queryClient.setQueryData(verificationServerKey(networkId), server),
  });
}
