import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tunnelKeys } from './tunnels';

/** The script carries the tunnel's private key: asked for only when the user reveals it. */
export const setupScriptQuery = (id: number) =>
  queryOptions({
    queryKey: tunnelKeys.script(id),
    queryFn: () => api(endpoints.tunnelSetupScript, { params: { id: String(id) } }),
    staleTime: 0,
    gcTime: 0,
  });

export const useSetupScript = (id: number, enabled: boolean) =>
  useQuery({ ...setupScriptQuery(id), enabled });
