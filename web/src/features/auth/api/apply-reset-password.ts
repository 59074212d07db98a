import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ApplyResetPasswordBody {
  email: string;
  captcha: string;
  captchaKey: string;
}

export async function applyResetPassword(body: ApplyResetPasswordBody): Promise<string> {
  const { msg } = await api.send<unknown>('POST', '/api/apply-reset-password', { body });
  return msg;
}

export const useApplyResetPassword = () => useMutation({ mutationFn: applyResetPassword });
