import type { AdminLocation, RouteRequest, Routes, UpdateLocationBody } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { operatorKeys } from './keys';

export type { AdminLocation };

/** A new location as sent: the port ranges, WireGuard port and subnet have defaults. */
export type NewLocation = NonNullable<RouteRequest<Routes['adminCreateLocation']>['body']>;

export const locationsQuery = () =>
  queryOptions({
    queryKey: operatorKeys.locations(),
    queryFn: () => api(endpoints.adminListLocations),
  });

export const useLocations = () => useQuery(locationsQuery());

/** A change to a location shows on the list and on the fleet. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: operatorKeys.locations() });
    void queryClient.invalidateQueries({ queryKey: operatorKeys.fleet() });
  };
}

export function useCreateLocation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NewLocation) => api(endpoints.adminCreateLocation, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateLocation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLocationBody }) =>
      api(endpoints.adminUpdateLocation, { params: { locationId: id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveLocation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.adminDeleteLocation, { params: { locationId: id } }),
    onSuccess: invalidate,
  });
}
