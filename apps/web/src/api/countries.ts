import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const countriesKey = ['countries'] as const;

/** Every ISO 3166-1 country; it never changes while the app runs. */
export const countriesQuery = queryOptions({
  queryKey: countriesKey,
  queryFn: () => api(endpoints.listCountries),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
