import { ID_MAX } from '@contract/common/fields';
import {
  TRAINING_ADMIN_LIMITS,
  TRAINING_RANK_DEFAULT,
  type TrainingSaveInput,
} from '@contract/training-admin';
import type { AdminTrainingDetail, TrainingAuth } from './types';

/** What the training form edits; `rank` is text while typed so an empty box is not read as 0. */
export interface TrainingFormState {
  id?: number;
  rank: string;
  title: string;
  description: string;
  categoryId: number | null;
  auth: TrainingAuth;
  privatePwd: string;
  status: boolean;
}

export function emptyTrainingForm(): TrainingFormState {
  return {
    rank: String(TRAINING_RANK_DEFAULT),
    title: '',
    description: '',
    categoryId: null,
    auth: 'Public',
    privatePwd: '',
    status: true,
  };
}

export function formFromTraining(detail: AdminTrainingDetail): TrainingFormState {
  const { training, trainingCategory } = detail;
  return {
    id: training.id,
    rank: String(training.rank),
    title: training.title,
    description: training.description,
    categoryId: trainingCategory?.id ?? null,
    auth: training.auth,
    privatePwd: training.privatePwd,
    status: training.status,
  };
}

/** A problem with the form: the key of its message and the field it names (a key too). */
export interface TrainingFormError {
  key: string;
  field: string;
}

/** A whole number from 0 to 2147483647, written in plain digits. */
export function parseRank(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const rank = Number(trimmed);
  return rank <= ID_MAX ? rank : null;
}

/** Spec 3 §5 "Group training save", in its order, as the server checks it. */
export function validateTrainingForm(form: TrainingFormState): TrainingFormError | null {
  if (form.rank.trim() === '') return { key: 'validation.required', field: 'fields.rank' };
  if (parseRank(form.rank) === null) return { key: 'validation.rankRange', field: 'fields.rank' };
  if (form.title.trim() === '') return { key: 'validation.required', field: 'fields.title' };
  if (form.title.trim().length > TRAINING_ADMIN_LIMITS.titleMax) {
    return { key: 'validation.tooLong', field: 'fields.title' };
  }
  if (form.description.trim() === '') return { key: 'validation.required', field: 'fields.description' };
  if (form.categoryId === null) return { key: 'validation.required', field: 'fields.category' };
  if (form.auth !== 'Public' && form.privatePwd.trim() === '') {
    return { key: 'validation.required', field: 'fields.password' };
  }
  return null;
}

/** HOJ's TrainingDTO: the training and its category by id. */
export function toTrainingPayload(form: TrainingFormState): TrainingSaveInput {
  return {
    training: {
      ...(form.id === undefined ? {} : { id: form.id }),
      rank: parseRank(form.rank) ?? undefined,
      title: form.title.trim(),
      description: form.description,
      auth: form.auth,
      privatePwd: form.auth === 'Private' ? form.privatePwd : '',
      status: form.status,
    },
    trainingCategory: form.categoryId === null ? null : { id: form.categoryId },
  };
}
