import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const resetPassword = (body: { username: string; password: string; code: string }) =>
  api.post<unknown>('/api/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
