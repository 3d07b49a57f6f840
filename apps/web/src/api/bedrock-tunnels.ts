import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const bedrockTunnelsKey = (networkId: number) =>
  ['networks', networkId, 'bedrockTunnels'] as const;

export const listBedrockTunnels = (networkId: number) =>
  api(endpoints.listBedrockTunnels, { params: { id: String(networkId) } });

export const bedrockTunnelsQuery = (networkId: number) =>
  queryOptions({
    queryKey: bedrockTunnelsKey(networkId),
    queryFn: () => listBedrockTunnels(networkId),
  });

export const useBedrockTunnels = (networkId: number) => useQuery(bedrockTunnelsQuery(networkId));
