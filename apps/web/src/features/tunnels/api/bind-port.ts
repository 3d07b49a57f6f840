import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tunnelKeys } from './tunnels';

/** A free public port at a location, asked afresh each time the form opens. */
export const bindPortQuery = (location: string | null) =>
  queryOptions({
    queryKey: tunnelKeys.bindPort(location),
    queryFn: () => api(endpoints.tunnelBindPort, { query: location ? { location } : {} }),
    staleTime: 0,
  });

export const useBindPort = (location: string | null, enabled: boolean) =>
  useQuery({ ...bindPortQuery(location), enabled });
