import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * Every point of presence (`GET bedrockTunnels/locations`): where a Bedrock tunnel may live and
 * what a network's DNS answer may be pinned to.
 */
export const bedrockLocationsKey = (networkId: number) =>
  ['networks', networkId, 'bedrockLocations'] as const;

export const listBedrockLocations = (networkId: number) =>
  api(endpoints.listBedrockLocations, { params: { id: String(networkId) } });

export const bedrockLocationsQuery = (networkId: number) =>
  queryOptions({
    queryKey: bedrockLocationsKey(networkId),
    queryFn: () => listBedrockLocations(networkId),
    staleTime: 10 * 60_000,
  });

export const useBedrockLocations = (networkId: number) =>
  useQuery(bedrockLocationsQuery(networkId));
