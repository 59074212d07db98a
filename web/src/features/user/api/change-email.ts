import type { ChangeAccountResponse } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const changeEmail = (body: { password: string; newEmail: string; code: string }) =>
  api.post<ChangeAccountResponse>('/api/change-email', body);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
