import { createStore } from '@web/lib/create-store';

/**
 * What the contestant chose or earned inside the contest being viewed (HOJ's contest store):
 * cleared when the detail page leaves the contest (spec 2 §4).
 */
export interface ContestState {
  /** The contest these values belong to; another id means defaults. */
  contestId: string | null;
  /** Admin setting: count submissions made after the end (`containsEnd` of the calls). */
  containsEnd: boolean;
}

const INITIAL: ContestState = { contestId: null, containsEnd: false };

export const contestStateStore = createStore<ContestState>(INITIAL);

export function resetContestState(): void {
  contestStateStore.set(INITIAL);
}

export function setContainsEnd(contestId: number | string, containsEnd: boolean): void {
  contestStateStore.set({ contestId: String(contestId), containsEnd });
}

/** The state for this contest (defaults when the stored state belongs to another one). */
export function useContestState(contestId: number | string): ContestState {
  const state = contestStateStore.use();
  return state.contestId === String(contestId) ? state : { ...INITIAL, contestId: String(contestId) };
}

/** `containsEnd` to pass to the contest's calls. */
export const useContainsEnd = (contestId: number | string) => useContestState(contestId).containsEnd;
