import { GroupAuth } from '@contract/group';
import { describe, expect, it } from 'vitest';
import { emptyGroupForm, toCreateGroupRequest, validateApplication, validateGroupForm } from './group-form';

const VALID = {
  ...emptyGroupForm(),
  name: 'Algorithm club',
  shortName: 'ALGO1',
  brief: 'We solve things',
  description: 'A long enough description',
};

describe('validateGroupForm', () => {
  it('requires every field with its length (spec 3 §5)', () => {
    expect(validateGroupForm(emptyGroupForm())).toEqual({
      name: { key: 'form.errors.required' },
      shortName: { key: 'form.errors.required' },
      brief: { key: 'form.errors.required' },
      description: { key: 'form.errors.required' },
    });
    expect(validateGroupForm(VALID)).toEqual({});
    const tooShort = validateGroupForm({
      ...VALID,
      name: 'abcd',
      shortName: 'a'.repeat(11),
      brief: '  ab  ',
    });
    expect(tooShort.name).toEqual({ key: 'form.errors.length', values: { min: 5, max: 25 } });
    expect(tooShort.shortName).toEqual({ key: 'form.errors.length', values: { min: 5, max: 10 } });
    expect(tooShort.brief).toEqual({ key: 'form.errors.length', values: { min: 5, max: 50 } });
    expect(validateGroupForm({ ...VALID, name: 'a'.repeat(25), description: 'd'.repeat(1001) })).toEqual({
      description: { key: 'form.errors.length', values: { min: 5, max: 1000 } },
    });
  });

  it('asks for a 6-character code only when the group is not public', () => {
    expect(validateGroupForm({ ...VALID, code: 'abc' })).toEqual({});
    expect(validateGroupForm({ ...VALID, auth: GroupAuth.PROTECTED }).code).toEqual({
      key: 'form.errors.required',
    });
    expect(validateGroupForm({ ...VALID, auth: GroupAuth.PRIVATE, code: 'abcdefg' }).code).toEqual({
      key: 'form.errors.codeLength',
      values: { length: 6 },
    });
    expect(validateGroupForm({ ...VALID, auth: GroupAuth.PRIVATE, code: 'abc123' })).toEqual({});
  });

  it('sends trimmed fields and no code for a public group', () => {
    expect(toCreateGroupRequest({ ...VALID, name: '  Algorithm club ', code: 'abc123' })).toEqual({
      name: 'Algorithm club',
      shortName: 'ALGO1',
      brief: 'We solve things',
      description: 'A long enough description',
      auth: GroupAuth.PUBLIC,
      code: undefined,
      visible: true,
    });
    expect(toCreateGroupRequest({ ...VALID, auth: GroupAuth.PRIVATE, code: ' abc123 ' }).code).toBe('abc123');
  });
});

describe('validateApplication', () => {
  it('asks nothing of a public group', () => {
    expect(validateApplication(GroupAuth.PUBLIC, { code: '', reason: '' })).toEqual({});
  });

  it('asks a protected group for a reason of 5 to 100 characters only', () => {
    expect(validateApplication(GroupAuth.PROTECTED, { code: '', reason: '' })).toEqual({
      reason: { key: 'form.errors.required' },
    });
    expect(validateApplication(GroupAuth.PROTECTED, { code: '', reason: 'r'.repeat(101) })).toEqual({
      reason: { key: 'form.errors.length', values: { min: 5, max: 100 } },
    });
    expect(validateApplication(GroupAuth.PROTECTED, { code: '', reason: 'let me in' })).toEqual({});
  });

  it('asks a private group for the 6-character code and the reason', () => {
    expect(validateApplication(GroupAuth.PRIVATE, { code: '12345', reason: 'hi' })).toEqual({
      code: { key: 'form.errors.codeLength', values: { length: 6 } },
      reason: { key: 'form.errors.length', values: { min: 5, max: 100 } },
    });
    expect(validateApplication(GroupAuth.PRIVATE, { code: '123456', reason: 'let me in' })).toEqual({});
  });
});
