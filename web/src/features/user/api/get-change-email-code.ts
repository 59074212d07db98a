import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export async function getChangeEmailCode(email: string): Promise<string> {
  const { msg } = await api.send<unknown>('GET', '/api/get-change-email-code', { query: { email } });
  return msg;
}

export const useGetChangeEmailCode = () => useMutation({ mutationFn: getChangeEmailCode });
