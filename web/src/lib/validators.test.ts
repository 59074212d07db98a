import { setupTestI18n } from '@web/testing/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatFieldError, validateField, validatePasswordAgain, validateProfile } from './validators';

describe('validateField (contract schemas)', () => {
  it('requires every field first', () => {
    for (const rule of [
      'username',
      'password',
      'email',
      'emailCode',
      'captcha',
      'mobile',
      'currentPassword',
    ] as const) {
      expect(validateField(rule, '  ')?.key).toBe('validation.required');
    }
  });

  it('limits usernames to 20 characters', () => {
    expect(validateField('username', 'a'.repeat(20))).toBeNull();
    expect(validateField('username', 'a'.repeat(21))).toEqual({
      key: 'validation.tooLong',
      values: { field: 'username', max: 20 },
    });
  });

  it('refuses look-alike names for a new account but not for signing in', () => {
    for (const name of ['ro\u200bot', 'a b', 'tab\tname', 'nb\u00a0sp']) {
      expect(validateField('newUsername', name, 'username')).toEqual({
        key: 'validation.usernameCharacters',
        values: { field: 'username' },
      });
      expect(validateField('username', name)).toBeNull();
    }
    expect(validateField('newUsername', 'alice_01', 'username')).toBeNull();
  });

  it('wants passwords of 6 to 20 characters', () => {
    expect(validateField('password', '12345')?.key).toBe('validation.lengthRange');
    expect(validateField('password', '123456')).toBeNull();
    expect(validateField('newPassword', 'x'.repeat(21))?.values).toMatchObject({ min: 6, max: 20 });
  });

  it('checks the email format', () => {
    expect(validateField('email', 'someone@example.com')).toBeNull();
    expect(validateField('email', 'someone@')?.key).toBe('validation.emailFormat');
  });

  it('wants exactly six digits as the email code', () => {
    expect(validateField('emailCode', '123456')).toBeNull();
    expect(validateField('emailCode', '12345')?.key).toBe('validation.codeFormat');
    expect(validateField('emailCode', '12345a')?.key).toBe('validation.codeFormat');
  });

  it('limits the captcha to 8 characters', () => {
    expect(validateField('captcha', 'abcd')).toBeNull();
    expect(validateField('captcha', 'abcdefghi')?.key).toBe('validation.tooLong');
  });

  it('checks the mobile format', () => {
    expect(validateField('mobile', '+86 138-0000-0000')).toBeNull();
    expect(validateField('mobile', 'call me')?.key).toBe('validation.mobileFormat');
  });
});

describe('validatePasswordAgain', () => {
  it('requires the repetition to match', () => {
    expect(validatePasswordAgain('secret1', '')?.key).toBe('validation.required');
    expect(validatePasswordAgain('secret1', 'secret2')?.key).toBe('validation.passwordMismatch');
    expect(validatePasswordAgain('secret1', 'secret1')).toBeNull();
  });
});

describe('validateProfile', () => {
  it('reports over-long fields by name', () => {
    const errors = validateProfile({ nickname: 'n'.repeat(21), school: 'MIT', blog: 'b'.repeat(256) });
    expect(Object.keys(errors).sort()).toEqual(['blog', 'nickname']);
    expect(errors.nickname?.values?.max).toBe(20);
  });

  it('accepts an ordinary profile', () => {
    expect(validateProfile({ nickname: 'Ada', gender: 'female', signature: '# hi' })).toEqual({});
  });
});

describe('formatFieldError', () => {
  beforeAll(setupTestI18n);

  it('translates the message with the field label', () => {
    const t = i18n.getFixedT('en-US');
    expect(formatFieldError(t, validateField('username', ''))).toBe('Username is required');
    expect(formatFieldError(t, validatePasswordAgain('a', 'b'))).toBe('The two passwords do not match');
    expect(formatFieldError(t, null)).toBeUndefined();
  });
});
