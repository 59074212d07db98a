import type { AdminEmailConfig } from '@contract/site-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** PUT /api/admin/config/set-email-config; a masked or empty password keeps the stored one. */
export const setEmailConfig = (config: AdminEmailConfig) =>
  api.send<AdminEmailConfig>('PUT', '/api/admin/config/set-email-config', { body: config, silent: true });

export function useSetEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'site', 'email-config'] }),
  });
}
