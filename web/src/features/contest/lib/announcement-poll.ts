import { READ_ANNOUNCEMENTS_MAX } from '@contract/contest-activity';
import { storage } from '@web/lib/storage';
import { toast } from '@web/lib/toast';
import { useEffect } from 'react';
import { getNotReadAnnouncements } from '../api/get-not-read-announcements';

/** Spec 2 §9. */
export const ANNOUNCEMENT_POLL_MS = 60_000;
/** The longest delay a browser timer takes: the notification stays until the user closes it. */
export const PERSISTENT_TOAST_MS = 2_147_483_647;

export const readAnnouncementsKey = (uid: string, cid: number) => `contest-read-announcements:${uid}:${cid}`;

export function readAnnouncementIds(uid: string, cid: number): number[] {
  const stored = storage.getJson<unknown>(readAnnouncementsKey(uid, cid));
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
}

export function rememberReadAnnouncements(uid: string, cid: number, ids: number[]): void {
  const merged = [...new Set([...readAnnouncementIds(uid, cid), ...ids])];
  // The server takes at most READ_ANNOUNCEMENTS_MAX ids; the newest matter, older ones are long read.
  storage.setJson(readAnnouncementsKey(uid, cid), merged.slice(-READ_ANNOUNCEMENTS_MAX));
}

/**
 * One poll: every announcement not yet read becomes a persistent warning, and is remembered as
 * read so the next poll does not show it again.
 */
export async function pollUnreadAnnouncements(uid: string, cid: number, heading: string): Promise<number> {
  const unread = await getNotReadAnnouncements(cid, readAnnouncementIds(uid, cid));
  if (!Array.isArray(unread) || unread.length === 0) return 0;
  for (const item of unread) toast.warning(item.title, { title: heading, duration: PERSISTENT_TOAST_MS });
  rememberReadAnnouncements(
    uid,
    cid,
    unread.map((item) => item.id),
  );
  return unread.length;
}

/** Polls while the user is inside the contest (spec 2 §4 Announcements), at once and every minute. */
export function useAnnouncementPoll(
  uid: string | undefined,
  cid: number | undefined,
  enabled: boolean,
  heading: string,
) {
  useEffect(() => {
    if (!enabled || !uid || !cid) return;
    let cancelled = false;
    const run = () => {
      if (!cancelled) pollUnreadAnnouncements(uid, cid, heading).catch(() => undefined);
    };
    run();
    const timer = setInterval(run, ANNOUNCEMENT_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [uid, cid, enabled, heading]);
}
