import { describe, expect, it } from 'vitest';
import {
  emptyTrainingForm,
  formFromTraining,
  parseRank,
  toTrainingPayload,
  validateTrainingForm,
} from './training-form';

const sound = { ...emptyTrainingForm(), title: 'Greedy', description: 'Pick well', categoryId: 3 };

describe('the training form', () => {
  it('starts at rank 1000, public and visible', () => {
    expect(emptyTrainingForm()).toMatchObject({
      rank: '1000',
      auth: 'Public',
      status: true,
      categoryId: null,
    });
  });

  it('reads ranks from 0 to 2147483647 only', () => {
    expect(parseRank('0')).toBe(0);
    expect(parseRank(' 2147483647 ')).toBe(2147483647);
    for (const text of ['2147483648', '-1', '1.5', '1e3', '', 'x']) expect(parseRank(text)).toBeNull();
  });

  it('checks rank, title, description, category and password in the spec’s order', () => {
    expect(validateTrainingForm(sound)).toBeNull();
    expect(validateTrainingForm({ ...sound, rank: '', title: '' })).toEqual({
      key: 'validation.required',
      field: 'fields.rank',
    });
    expect(validateTrainingForm({ ...sound, rank: '-1' })?.key).toBe('validation.rankRange');
    expect(validateTrainingForm({ ...sound, title: '  ', description: '' })?.field).toBe('fields.title');
    expect(validateTrainingForm({ ...sound, title: 'x'.repeat(501) })?.key).toBe('validation.tooLong');
    expect(validateTrainingForm({ ...sound, description: ' ', categoryId: null })?.field).toBe(
      'fields.description',
    );
    expect(validateTrainingForm({ ...sound, categoryId: null })?.field).toBe('fields.category');
    expect(validateTrainingForm({ ...sound, auth: 'Private' })?.field).toBe('fields.password');
    expect(validateTrainingForm({ ...sound, auth: 'Private', privatePwd: 'pw' })).toBeNull();
  });

  it('sends HOJ’s TrainingDTO and drops the password of a public training', () => {
    expect(toTrainingPayload({ ...sound, rank: '0', privatePwd: 'left over' })).toEqual({
      training: {
        rank: 0,
        title: 'Greedy',
        description: 'Pick well',
        auth: 'Public',
        privatePwd: '',
        status: true,
      },
      trainingCategory: { id: 3 },
    });
    const edit = formFromTraining({
      training: {
        id: 9,
        title: 'T',
        description: 'D',
        author: 'root',
        uid: 'u',
        auth: 'Private',
        privatePwd: 'pw',
        status: false,
        rank: 5,
        isGroup: false,
        gid: null,
        categoryId: 2,
        gmtCreate: '',
        gmtModified: '',
      },
      trainingCategory: { id: 2, name: 'C', color: '#fff', gid: null, gmtCreate: '', gmtModified: '' },
    });
    expect(toTrainingPayload(edit)).toMatchObject({
      training: { id: 9, rank: 5, auth: 'Private', privatePwd: 'pw', status: false },
      trainingCategory: { id: 2 },
    });
  });
});
