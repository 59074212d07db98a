import type { LoginRequest, UserInfo } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api-client';

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** POST /api/login: the token comes back in the Authorization response header, the user in data. */
export async function login(body: LoginRequest): Promise<LoginResult> {
  const { data, headers } = await api.send<UserInfo>('POST', '/api/login', { body });
  const token = headers.get('Authorization');
  if (!token) throw new ApiError('The login response carried no token', 'status', 200);
  return { token, user: data };
}

export const useLogin = () => useMutation({ mutationFn: login });
