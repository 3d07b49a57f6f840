import { routes } from '@palisade/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { attackKeys } from './list-attacks';

export const getAttack = (networkId: number, attackId: number) =>
  api(routes.getAttack, { params: { id: String(networkId), attackId: String(attackId) } });

export const attackQuery = (networkId: number, attackId: number) =>
  queryOptions({
    queryKey: attackKeys.detail(networkId, attackId),
    queryFn: () => getAttack(networkId, attackId),
  });

/** One attack with its series and what mitigation dropped. */
export const useAttack = (networkId: number, attackId: number | null) =>
  useQuery({ ...attackQuery(networkId, attackId ?? 0), enabled: attackId !== null });
