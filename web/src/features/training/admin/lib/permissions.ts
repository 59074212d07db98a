import type { UserInfo } from '@contract/account';
import { isRoot } from '@contract/roles';
import { canEditTrainingProblems, canManageTrainingCategories } from '@contract/training-admin';
import { roleCodesOf } from '@web/lib/auth';

/** What the signed-in admin may do on these pages, by HOJ's rules (the server checks them again). */
export interface TrainingAdminAbilities {
  /** Root deletes trainings. */
  root: boolean;
  /** Root and problem admins change ranks and remove problems. */
  editProblems: boolean;
  /** Root and problem admins write categories. */
  manageCategories: boolean;
  /** Root and the creator open the form, the problems and the switch of a training. */
  manages: (training: { uid: string | null }) => boolean;
}

export function trainingAdminAbilities(user: UserInfo | null): TrainingAdminAbilities {
  const roles = roleCodesOf(user?.roleList);
  const root = isRoot(roles);
  return {
    root,
    editProblems: canEditTrainingProblems(roles),
    manageCategories: canManageTrainingCategories(roles),
    manages: (training) => root || (user !== null && training.uid === user.uid),
  };
}
