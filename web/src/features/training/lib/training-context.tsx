import type { TrainingVO } from '@contract/training';
import { createContext, useContext } from 'react';
import type { TrainingLinks } from './training-links';

/** What every page inside a training needs, computed once by the detail layout. */
export interface TrainingContextValue {
  trainingId: string;
  training: TrainingVO;
  /** Its pages' paths: under /training, or under its group. */
  links: TrainingLinks;
  isTrainingAdmin: boolean;
  /** Registered with the password; true for public trainings. */
  registered: boolean;
  menuDisabled: boolean;
  passwordFormVisible: boolean;
}

const TrainingContext = createContext<TrainingContextValue | null>(null);

export const TrainingProvider = TrainingContext.Provider;

/** The training of the surrounding detail page; only pages rendered inside it may call this. */
export function useTrainingContext(): TrainingContextValue {
  const value = useContext(TrainingContext);
  if (!value) throw new Error('useTrainingContext is used outside the training detail page');
  return value;
}
