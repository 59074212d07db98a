import type { changeUserInfoRequest, UserInfo } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

import type { z } from 'zod';

/** Only the fields sent are changed. */
export type ChangeUserInfoBody = z.input<typeof changeUserInfoRequest>;

export const changeUserInfo = (body: ChangeUserInfoBody) => api.post<UserInfo>('/api/change-userInfo', body);

export const useChangeUserInfo = () => useMutation({ mutationFn: changeUserInfo });
