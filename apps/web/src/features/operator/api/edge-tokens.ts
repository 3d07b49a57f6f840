import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { operatorKeys } from './keys';

export const edgeTokensQuery = () =>
  queryOptions({
    queryKey: operatorKeys.edgeTokens(),
    queryFn: () => api(endpoints.adminListEdgeTokens),
  });

export const useEdgeTokens = () => useQuery(edgeTokensQuery());

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: operatorKeys.edgeTokens() });
    void queryClient.invalidateQueries({ queryKey: operatorKeys.fleet() });
  };
}

/** The reply holds the token: the only time anyone sees it. */
export function useCreateEdgeToken() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { location_id: string; name: string }) =>
      api(endpoints.adminCreateEdgeToken, { body }),
    onSuccess: invalidate,
  });
}

export function useRevokeEdgeToken() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api(endpoints.adminRevokeEdgeToken, { params: { tokenId: id } }),
    onSuccess: invalidate,
  });
}
