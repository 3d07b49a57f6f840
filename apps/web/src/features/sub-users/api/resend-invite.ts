import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const resendInvite = (networkId: number, userId: number) =>
  api(endpoints.resendInvite, { params: { id: String(networkId), userId: String(userId) } });

/** Mails an invitation again; the list does not change. */
export const useResendInvite = (networkId: number) =>
  useMutation({ mutationFn: (userId: number) => resendInvite(networkId, userId) });
