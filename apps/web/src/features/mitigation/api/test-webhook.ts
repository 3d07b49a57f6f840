import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Sends a test event to the saved webhook now; the reply says whether it was delivered. */
export const testWebhook = (networkId: number) =>
  api(endpoints.testWebhook, { params: { id: String(networkId) } });

export const useTestWebhook = (networkId: number) =>
  useMutation({ mutationFn: () => testWebhook(networkId) });
