import type { SwitchConfig } from '@contract/site-switch';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const SWITCH_CONFIG_KEY = ['admin', 'site', 'switch-config'] as const;

/** GET /api/admin/switch/info. */
export const getSwitchConfig = (signal?: AbortSignal) =>
  api.get<SwitchConfig>('/api/admin/switch/info', undefined, { signal });

export const useSwitchConfig = () =>
  useQuery({ queryKey: SWITCH_CONFIG_KEY, queryFn: ({ signal }) => getSwitchConfig(signal) });
