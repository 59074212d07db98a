import type { ChangeAccountResponse } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  api.post<ChangeAccountResponse>('/api/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
