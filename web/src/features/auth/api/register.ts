import type { RegisterRequest } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const register = (body: RegisterRequest) => api.post<unknown>('/api/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
