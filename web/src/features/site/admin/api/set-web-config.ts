import type { AdminWebConfig } from '@contract/site-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshWebsiteConfig } from './invalidate';

/** PUT /api/admin/config/set-web-config. Silent: the form shows the server's message. */
export const setWebConfig = (config: AdminWebConfig) =>
  api.send<AdminWebConfig>('PUT', '/api/admin/config/set-web-config', { body: config, silent: true });

export function useSetWebConfig() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setWebConfig, onSuccess: () => refreshWebsiteConfig(queryClient) });
}
