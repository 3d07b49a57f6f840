import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attacksQuery } from '@/api/attacks';

export interface AttackFilter {
  page: number;
  /** Days (yyyy-mm-dd, the user's calendar) bounding when attacks started; empty is open. */
  from: string;
  to: string;
}

/** A picked day in the user's time zone: `from` counts from its start, `to` to its end. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) =>
  new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000).toISOString();

/** Attack History's page of attacks; the previous page stays shown while the next loads. */
export const useAttackList = (networkId: number, filter: AttackFilter) =>
  useQuery({
    ...attacksQuery(networkId, {
      page: filter.page,
      perPage: 25,
      from: filter.from ? dayStart(filter.from) : undefined,
      to: filter.to ? dayEnd(filter.to) : undefined,
    }),
    placeholderData: keepPreviousData,
  });
