import type { User } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';

export type { User };

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { sessionStore, setUser } from '../lib/session';

export const userKeys = {
  all: ['user'] as const,
  summary: () => [...userKeys.all, 'summary'] as const,
};

/** The account, kept in the session too (the user info, docs/web.md#session-and-access). */
export async function fetchUserSummary(): Promise<User> {
  const user = await api(endpoints.summary);
  setUser(user);
  return user;
}

export const userSummaryQuery = () =>
  queryOptions({
    queryKey: userKeys.summary(),
    queryFn: fetchUserSummary,
    initialData: sessionStore.get().user ?? undefined,
    // The stored copy shows at once; the API's answer replaces it.
    initialDataUpdatedAt: 0,
  });

export const useUserSummary = () => useQuery(userSummaryQuery());
