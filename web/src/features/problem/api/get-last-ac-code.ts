import type { LastAcCode } from '@contract/submission';
import { api } from '@web/lib/api-client';

/** Silent: the caller explains a refusal with the spec's own text (spec 1 §5). */
export const getLastAcceptedCode = (pid: number, cid = 0) =>
  api.get<LastAcCode | null>('/api/get-last-ac-code', { pid, cid }, { silent: true });
