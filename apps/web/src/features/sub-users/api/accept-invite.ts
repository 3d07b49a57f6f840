import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Accepts an invitation as the signed-in invitee (the link names network and invitation). */
export const acceptInvite = (networkId: string, userId: string) =>
  api(endpoints.acceptInvite, { params: { id: networkId, userId } });

export const useAcceptInvite = () =>
  useMutation({
    mutationFn: ({ networkId, userId }: { networkId: string; userId: string }) =>
      acceptInvite(networkId, userId),
  });
