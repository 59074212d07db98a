import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/get-register-code: mails a 6-digit code; the envelope's msg says where it went. */
export async function getRegisterCode(email: string): Promise<string> {
  const { msg } = await api.send<unknown>('GET', '/api/get-register-code', { query: { email } });
  return msg;
}

export const useGetRegisterCode = () => useMutation({ mutationFn: getRegisterCode });
