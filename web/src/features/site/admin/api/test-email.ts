import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/admin/config/test-email: a real send; the answer's message is the outcome to show. */
export const testEmail = (email: string) =>
  api.send<{ status: 'sent' }>('POST', '/api/admin/config/test-email', { body: { email }, silent: true });

export const useTestEmail = () => useMutation({ mutationFn: testEmail });
