import type { SwitchConfig, SwitchUpdateRequest } from '@contract/site-switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { SWITCH_CONFIG_KEY } from './get-switch-config';

/** PUT /api/admin/switch/update with only the fields one section edits; answers the whole configuration. */
export const updateSwitchConfig = (patch: SwitchUpdateRequest) =>
  api.send<SwitchConfig>('PUT', '/api/admin/switch/update', { body: patch, silent: true });

export function useUpdateSwitchConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSwitchConfig,
    onSuccess: (response) => {
      queryClient.setQueryData(SWITCH_CONFIG_KEY, response.data);
      // The public website config carries the discussion switches.
      return queryClient.invalidateQueries({ queryKey: ['website-config'] });
    },
  });
}
