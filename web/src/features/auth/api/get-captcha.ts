import type { CaptchaResponse } from '@contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getCaptcha = (signal?: AbortSignal) =>
  api.get<CaptchaResponse>('/api/captcha', undefined, { signal });

/** Never cached: every fetch is a new image and key; `refetch` is the click-to-refresh. */
export const captchaQuery = queryOptions({
  queryKey: ['auth', 'captcha'],
  queryFn: ({ signal }) => getCaptcha(signal),
  staleTime: 0,
  gcTime: 0,
});

export const useCaptcha = () => useQuery(captchaQuery);
