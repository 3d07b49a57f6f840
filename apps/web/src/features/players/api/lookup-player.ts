import { endpoints } from '@palisade/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const playerLookupKey = (networkId: number, q: string) =>
  ['networks', networkId, 'player-lookup', q] as const;

/** A name's or a range's recent connections (docs/api.md, player lookup). */
export const lookupPlayer = (networkId: number, q: string) =>
  api(endpoints.lookupPlayer, { params: { id: String(networkId) }, query: { q } });

/**
 * The lookup of what was asked, once per search: each one spends the network's allowance
 * (60 per 15 minutes), so it is not asked again on focus, and a refusal is not retried.
 */
export const usePlayerLookup = (networkId: number, q: string | null) =>
  useQuery({
    queryKey: playerLookupKey(networkId, q ?? ''),
    queryFn: () => lookupPlayer(networkId, q ?? ''),
    enabled: q !== null,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 60_000,
  });
