import type { AdminProblem } from '@contract/problem';
import { describe, expect, it } from 'vitest';
import {
  applyTypeChange,
  type CaseRow,
  emptyProblemForm,
  formFromProblem,
  type ProblemFormState,
  toSavePayload,
} from './problem-form';

const rows = (count: number, score = ''): CaseRow[] =>
  Array.from({ length: count }, (_, i) => ({ input: `${i}`, output: `${i}`, score, groupNum: '' }));

describe('switching the problem type to OI', () => {
  it('spreads 100 points over the manual samples', () => {
    const form = { ...emptyProblemForm(), isUploadCase: false, manualCases: rows(3) };
    const patch = applyTypeChange(form, 1);
    expect(patch.type).toBe(1);
    expect(patch.manualCases?.map((c) => c.score)).toEqual(['33', '33', '34']);
  });

  it('keeps the scores of uploaded cases that already have them', () => {
    const form = { ...emptyProblemForm(), uploadedCases: rows(2, '50') };
    expect(applyTypeChange(form, 1).uploadedCases).toBeUndefined();
    const unscored = { ...emptyProblemForm(), uploadedCases: rows(3) };
    expect(applyTypeChange(unscored, 1).uploadedCases?.map((c) => c.score)).toEqual(['33', '33', '34']);
  });

  it('falls back to the default judge case mode the new type does not offer', () => {
    const oi = { ...emptyProblemForm(), type: 1, judgeCaseMode: 'subtask_lowest' as const };
    expect(applyTypeChange(oi, 0).judgeCaseMode).toBe('default');
    const acm = { ...emptyProblemForm(), judgeCaseMode: 'ergodic_without_error' as const };
    expect(applyTypeChange(acm, 1).judgeCaseMode).toBe('default');
    expect(applyTypeChange(acm, 0).judgeCaseMode).toBe('ergodic_without_error');
  });

  it('leaves scores alone when the type does not change to OI', () => {
    const form = { ...emptyProblemForm(), type: 1, isUploadCase: false, manualCases: rows(2, '7') };
    expect(applyTypeChange(form, 1).manualCases).toBeUndefined();
    expect(applyTypeChange(form, 0).manualCases).toBeUndefined();
  });
});

/** A stored problem as GET /api/admin/problem answers it. */
function storedProblem(overrides: Partial<AdminProblem> = {}): AdminProblem {
  return {
    id: 7,
    problemId: 'CF-1A',
    title: 'Theatre Square',
    author: 'root',
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Pave the square.',
    input: '',
    output: '',
    examples: '<input>6 6 4</input><output>4</output>',
    isRemote: true,
    source: 'https://codeforces.com/problemset/problem/1/A',
    difficulty: 1,
    hint: null,
    auth: 1,
    ioScore: 100,
    codeShare: true,
    isRemoveEndBlank: false,
    openCaseResult: true,
    isUploadCase: false,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    isGroup: false,
    gid: null,
    applyPublicProgress: null,
    gmtCreate: '2024-01-01T00:00:00Z',
    gmtModified: '2024-01-01T00:00:00Z',
    spjCode: null,
    spjLanguage: null,
    judgeExtraFile: null,
    caseVersion: null,
    modifiedUser: null,
    ...overrides,
  };
}

const cfLanguages = [
  { id: 31, name: 'GNU G++17 7.3.0' },
  { id: 32, name: 'Python 3.8' },
];

function loadedForm(overrides: Partial<AdminProblem> = {}): ProblemFormState {
  return formFromProblem({
    problem: storedProblem(overrides),
    languages: [{ name: 'GNU G++17 7.3.0' }],
    codeTemplates: [],
    tags: [{ id: 3, name: 'CF', color: '#1e90ff' }],
    cases: [],
  });
}

describe('saving a remote judge problem from the editor', () => {
  it('keeps the loaded problem remote, so the server does not refuse it as a local one', () => {
    const form = loadedForm();
    expect(form.isRemote).toBe(true);
    const payload = toSavePayload(form, cfLanguages);
    expect(payload.problem).toMatchObject({ id: 7, problemId: 'CF-1A', isRemote: true });
    expect(payload.languages).toEqual([{ id: 31, name: 'GNU G++17 7.3.0' }]);
    expect(payload.tags).toEqual([{ id: 3, name: 'CF', color: '#1e90ff' }]);
  });

  it('sends no test data, checker, extra files or file IO, whatever the hidden fields hold', () => {
    const form: ProblemFormState = {
      ...loadedForm(),
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjCode: 'int main(){}',
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
      isUploadCase: true,
      uploadTestcaseDir: 'upload-1',
      uploadedCases: [{ input: '1.in', output: '1.out', score: '100', groupNum: '1' }],
      userExtraFiles: [{ name: 'x.h', content: 'x' }],
      judgeExtraFiles: [{ name: 'testlib.h', content: 'y' }],
      originalJudgeMode: 'default',
    };
    const payload = toSavePayload(form, cfLanguages);
    expect(payload.problem).toMatchObject({
      isRemote: true,
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      spjCode: null,
      spjLanguage: null,
      userExtraFile: null,
      judgeExtraFile: null,
      isUploadCase: false,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
    });
    expect(payload.samples).toEqual([]);
    expect(payload).toMatchObject({
      isUploadTestCase: false,
      uploadTestcaseDir: null,
      judgeMode: 'default',
      changeModeCode: false,
      changeJudgeCaseMode: false,
    });
  });

  it('still sends a local problem as local, also one named like a remote one', () => {
    const form = loadedForm({ isRemote: false, problemId: 'CF-1A', input: 'in', output: 'out' });
    expect(form.isRemote).toBe(false);
    expect(toSavePayload(form, cfLanguages).problem.isRemote).toBe(false);
    expect(toSavePayload(emptyProblemForm(), cfLanguages).problem.isRemote).toBe(false);
  });
});
