import type { RemoteAccountState } from '@contract/remote-judge-info';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const REMOTE_ACCOUNTS_KEY = ['admin', 'remote-judge', 'accounts'] as const;

/** GET /api/admin/remote-judge/accounts (root): each pooled account's health. Silent: the section shows it. */
export const getRemoteAccounts = (signal?: AbortSignal) =>
  api.get<RemoteAccountState[]>('/api/admin/remote-judge/accounts', undefined, { signal, silent: true });

export const useRemoteAccounts = () =>
  useQuery({ queryKey: REMOTE_ACCOUNTS_KEY, queryFn: ({ signal }) => getRemoteAccounts(signal) });
