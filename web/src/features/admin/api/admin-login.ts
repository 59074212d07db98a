import type { LoginRequest, UserInfo } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api-client';

export interface AdminLoginResult {
  token: string;
  user: UserInfo;
  msg: string;
}

/** POST /api/admin/login: the token in the Authorization response header, the user in data. */
export async function adminLogin(body: LoginRequest): Promise<AdminLoginResult> {
  const { data, msg, headers } = await api.send<UserInfo>('POST', '/api/admin/login', { body, silent: true });
  const token = headers.get('Authorization');
  if (!token) throw new ApiError('The login response carried no token', 'status', 200);
  return { token, user: data, msg };
}

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });

/** GET /api/admin/logout: ends the session server-side. */
export const adminLogout = () => api.get<null>('/api/admin/logout', undefined, { silent: true });
