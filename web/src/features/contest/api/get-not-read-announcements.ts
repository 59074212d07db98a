import type { ContestAnnouncementItem } from '@contract/contest-activity';
import { api } from '@web/lib/api-client';

/** Silent: a failed poll just waits for the next one. */
export const getNotReadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  api.post<ContestAnnouncementItem[]>(
    '/api/get-contest-not-read-announcement',
    { cid, readAnnouncementList },
    { silent: true },
  );
