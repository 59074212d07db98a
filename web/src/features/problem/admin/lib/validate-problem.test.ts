import { i18n } from '@web/lib/i18n';
import { setupTestI18n } from '@web/testing/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyProblemForm, type ProblemFormState, toSavePayload } from './problem-form';
import { validateProblemForm } from './validate-problem';

beforeAll(setupTestI18n);

/** A form that passes every rule. */
function validForm(): ProblemFormState {
  return {
    ...emptyProblemForm(['C', 'C++']),
    problemId: 'P1000',
    title: 'A + B',
    input: 'Two integers.',
    output: 'Their sum.',
    isUploadCase: true,
    uploadTestcaseDir: 'abc',
    uploadedCases: [{ input: '1.in', output: '1.out', score: '100', groupNum: '' }],
  };
}

const message = (form: ProblemFormState) => {
  const error = validateProblemForm(form);
  return error ? i18n.t(error.key, { ns: 'admin', ...error.values }) : null;
};

describe('problem form validation (spec 3 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateProblemForm(validForm())).toBeNull();
  });

  it('reports the first problem in the spec order with its message', () => {
    // Break everything; fix one rule at a time and the next rule's message must appear.
    let form: ProblemFormState = {
      ...validForm(),
      problemId: ' ',
      title: '',
      input: '',
      output: '',
      isFileIO: true,
      ioReadFileName: '',
      isUploadCase: false,
      manualCases: [],
      type: 1,
      judgeCaseMode: 'subtask_average',
      judgeMode: 'spj',
      spjCode: '',
      languages: [],
      codeTemplates: [{ language: 'C', code: ' ', status: true }],
      tags: [{ name: 'dp' }, { name: 'DP' }],
      userExtraFiles: [{ name: 'data.txt', content: '' }],
    };
    const steps: [string, Partial<ProblemFormState>][] = [
      ['Problem display id is required', { problemId: 'P1' }],
      ['Title is required', { title: 'T' }],
      ['Input description is required', { input: 'in' }],
      ['Output description is required', { output: 'out' }],
      [
        'When the read write mode is File IO the input file name or output file name cannot be empty',
        { ioReadFileName: 'a.in', ioWriteFileName: 'a.out' },
      ],
      ['Judge Samples is required', { manualCases: [{ input: '', output: '', score: 'x', groupNum: '' }] }],
      [
        'Problem Sample1 input and output cannot both be empty',
        { manualCases: [{ input: '1 2', output: '3', score: 'x', groupNum: '' }] },
      ],
      [
        'Problem Sample1 Score must be an integer',
        { manualCases: [{ input: '1 2', output: '3', score: '-5', groupNum: '' }] },
      ],
      [
        'Score must be greater than or equal to 0',
        { manualCases: [{ input: '1 2', output: '3', score: '100', groupNum: '' }] },
      ],
      [
        'Problem Sample1 subtask group number is required',
        { manualCases: [{ input: '1 2', output: '3', score: '100', groupNum: '1' }] },
      ],
      ['Spj Or Interactive Code is required', { spjCode: 'int main(){}' }],
      [
        'Spj or Interactive code was not compiled successfully, please compile again',
        { compiledChecker: { language: 'C', code: 'int main(){}' } },
      ],
      ['At least one language is required', { languages: ['C'] }],
      [
        'Code template of the language cannot be empty',
        { codeTemplates: [{ language: 'C', code: 'x', status: true }] },
      ],
      ['The tag has been added, please do not add it repeatedly', { tags: [{ name: 'dp' }] }],
      [
        'Extra file name and content are both required',
        { userExtraFiles: [{ name: 'data.txt', content: '1' }] },
      ],
    ];
    for (const [expected, fix] of steps) {
      expect(message(form)).toBe(expected);
      form = { ...form, ...fix };
    }
    expect(validateProblemForm(form)).toBeNull();
  });

  it('numbers the failing sample', () => {
    const form: ProblemFormState = {
      ...validForm(),
      type: 1,
      uploadedCases: [
        { input: '1.in', output: '1.out', score: '50', groupNum: '' },
        { input: '2.in', output: '2.out', score: '12.5', groupNum: '' },
      ],
    };
    expect(message(form)).toBe('Problem Sample2 Score must be an integer');
  });

  it('needs uploaded test data in upload mode', () => {
    expect(message({ ...validForm(), uploadedCases: [] })).toBe('Judge Samples is required');
  });

  it('does not check scores for ACM, nor groups outside the subtask modes', () => {
    const form = {
      ...validForm(),
      uploadedCases: [{ input: '1.in', output: '1.out', score: '', groupNum: '' }],
    };
    expect(validateProblemForm(form)).toBeNull();
  });

  it('needs no compile for an unchanged checker, and a new one for changed code', () => {
    const stored = { language: 'C', code: 'int main(){return 0;}' };
    const form: ProblemFormState = {
      ...validForm(),
      judgeMode: 'spj',
      spjCode: stored.code,
      spjLanguage: 'C',
      originalChecker: stored,
    };
    expect(validateProblemForm(form)).toBeNull();
    expect(message({ ...form, spjCode: 'int main(){return 1;}' })).toBe(
      'Spj or Interactive code was not compiled successfully, please compile again',
    );
    expect(message({ ...form, spjLanguage: 'C++' })).toBe(
      'Spj or Interactive code was not compiled successfully, please compile again',
    );
  });
});

describe('the save payload', () => {
  it('sends the editor fields the contract expects', () => {
    const form: ProblemFormState = {
      ...validForm(),
      type: 1,
      examples: [
        { input: '1 2', output: '3' },
        { input: '', output: '' },
      ],
      tags: [
        { id: 3, name: 'math', color: '#409eff' },
        { name: 'new', color: '#409eff' },
      ],
      codeTemplates: [
        { language: 'C', code: 'int main(){}', status: true },
        { language: 'Java', code: 'x', status: true },
      ],
    };
    const payload = toSavePayload(form, [
      { id: 1, name: 'C' },
      { id: 2, name: 'C++' },
    ]);
    expect(payload.problem).toMatchObject({
      problemId: 'P1000',
      type: 1,
      examples: '<input>1 2</input><output>3</output>',
    });
    expect(payload.languages).toEqual([
      { id: 1, name: 'C' },
      { id: 2, name: 'C++' },
    ]);
    expect(payload.samples).toEqual([{ input: '1.in', output: '1.out', score: 100, groupNum: null }]);
    expect(payload.codeTemplates).toEqual([{ lid: 1, language: 'C', code: 'int main(){}', status: true }]);
    expect(payload.tags).toEqual([
      { id: 3, name: 'math', color: '#409eff' },
      { name: 'new', color: '#409eff' },
    ]);
    expect(payload).toMatchObject({ isUploadTestCase: true, uploadTestcaseDir: 'abc', judgeMode: 'default' });
  });
});

describe('validating a remote judge problem', () => {
  /** What an import leaves: the judge's statement (sections may be empty), no test data. */
  const remoteForm = (): ProblemFormState => ({
    ...emptyProblemForm(['GNU G++17 7.3.0']),
    id: 7,
    isRemote: true,
    problemId: 'CF-1A',
    title: 'Theatre Square',
    isUploadCase: false,
    manualCases: [],
  });

  it('needs neither input and output descriptions nor test data, as the server', () => {
    expect(validateProblemForm(remoteForm())).toBeNull();
    // What only local judging checks is ignored, since none of it is sent.
    expect(
      validateProblemForm({ ...remoteForm(), isFileIO: true, judgeMode: 'spj', spjCode: '' }),
    ).toBeNull();
  });

  it('still asks for a title, a language, filled templates and distinct tags', () => {
    expect(message({ ...remoteForm(), title: '  ' })).toBe('Title is required');
    expect(message({ ...remoteForm(), languages: [] })).toBe('At least one language is required');
    expect(
      validateProblemForm({
        ...remoteForm(),
        codeTemplates: [{ language: 'GNU G++17 7.3.0', code: ' ', status: true }],
      })?.key,
    ).toBe('validation.templateEmpty');
    expect(
      validateProblemForm({
        ...remoteForm(),
        tags: [
          { name: 'dp', color: null },
          { name: 'DP', color: null },
        ],
      })?.key,
    ).toBe('validation.duplicateTag');
  });
});
