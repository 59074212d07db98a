import type { adminEditUserRequest } from '@contract/account-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';
import { USER_LIST_KEY } from './get-user-list';

export type EditUserInput = z.input<typeof adminEditUserRequest>;

/** PUT /api/admin/user/edit-user: profile, role, status and optionally a new password. */
export const editUser = (input: EditUserInput) => api.put<null>('/api/admin/user/edit-user', input);

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_LIST_KEY }),
  });
}
