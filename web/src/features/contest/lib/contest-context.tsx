import type { ContestInfo, ContestStatus } from '@contract/contest';
import { createContext, useContext } from 'react';

/** What every page inside a contest needs, computed once by the detail layout. */
export interface ContestContextValue {
  contestId: string;
  contest: ContestInfo;
  /** The status on the ticking server clock. */
  status: ContestStatus;
  /** The server's clock now, in ms. */
  now: number;
  isContestAdmin: boolean;
  isSuperAdmin: boolean;
  /** Registered (private: may view; protected: may submit); true for public contests. */
  registered: boolean;
  /** Admin setting: include submissions after the end. */
  containsEnd: boolean;
  menuDisabled: boolean;
  submitDisabled: boolean;
  /** Real-time counts may be shown (not sealed for this viewer). */
  realTime: boolean;
}

const ContestContext = createContext<ContestContextValue | null>(null);

export const ContestProvider = ContestContext.Provider;

/** The contest of the surrounding detail page; only pages rendered inside it may call this. */
export function useContestContext(): ContestContextValue {
  const value = useContext(ContestContext);
  if (!value) throw new Error('useContestContext is used outside the contest detail page');
  return value;
}

/** The same, or null outside a contest page. */
export const useOptionalContestContext = () => useContext(ContestContext);
