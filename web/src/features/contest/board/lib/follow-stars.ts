import { storage } from '@web/lib/storage';
import { useCallback, useState } from 'react';

/** Followed users of a contest's board, per contest, in the browser (spec 2 §2). */
export const concernedKey = (contestId: string) => `contestRankConcerned_${contestId}`;

function read(contestId: string): string[] {
  const stored = storage.getJson<unknown>(concernedKey(contestId));
  return Array.isArray(stored) ? stored.filter((uid): uid is string => typeof uid === 'string') : [];
}

export function useConcernedList(contestId: string) {
  const [list, setList] = useState<string[]>(() => read(contestId));
  const [forContest, setForContest] = useState(contestId);
  if (forContest !== contestId) {
    setForContest(contestId);
    setList(read(contestId));
  }
  const toggle = useCallback(
    (uid: string) => {
      setList((current) => {
        const next = current.includes(uid) ? current.filter((u) => u !== uid) : [...current, uid];
        storage.setJson(concernedKey(contestId), next);
        return next;
      });
    },
    [contestId],
  );
  return { list, toggle };
}
