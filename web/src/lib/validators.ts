import {
  applyResetPasswordRequest,
  changeUserInfoRequest,
  emailCodeSchema,
  emailSchema,
  newUsernameSchema,
  passwordSchema,
  usernameSchema,
} from '@contract/account';
import { LIMITS } from '@contract/limits';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Form rules are the contract's zod schemas, so the client refuses exactly what the server
 * would; only the messages are the client's own, translated.
 */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldRule =
  | 'username'
  | 'newUsername'
  | 'password'
  | 'newPassword'
  | 'currentPassword'
  | 'email'
  | 'emailCode'
  | 'captcha'
  | 'mobile';

/** The current password is only required: it may predate today's length rules. */
const RULES: Record<Exclude<FieldRule, 'currentPassword'>, z.ZodType> = {
  username: usernameSchema,
  newUsername: newUsernameSchema,
  password: passwordSchema(),
  newPassword: passwordSchema('newPassword'),
  email: emailSchema(),
  emailCode: emailCodeSchema,
  captcha: applyResetPasswordRequest.shape.captcha,
  mobile: changeUserInfoRequest.shape.mobile,
};

const FORMAT_KEYS: Partial<Record<FieldRule, string>> = {
  email: 'validation.emailFormat',
  emailCode: 'validation.codeFormat',
  mobile: 'validation.mobileFormat',
};

/** Issues a schema words with a refine (not a length or a format) that have a message of their own. */
const CUSTOM_KEYS: Partial<Record<FieldRule, string>> = {
  newUsername: 'validation.usernameCharacters',
};

const hasLengthRange = (rule: FieldRule) => rule === 'password' || rule === 'newPassword';

function issueToError(rule: FieldRule, issue: z.core.$ZodIssue, field: string): FieldError {
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    if (hasLengthRange(rule)) {
      return {
        key: 'validation.lengthRange',
        values: { field, min: LIMITS.passwordMin, max: LIMITS.passwordMax },
      };
    }
    if (issue.code === 'too_big')
      return { key: 'validation.tooLong', values: { field, max: Number(issue.maximum) } };
  }
  const formatKey = FORMAT_KEYS[rule];
  if (issue.code === 'invalid_format' && formatKey) return { key: formatKey, values: { field } };
  const customKey = CUSTOM_KEYS[rule];
  if (issue.code === 'custom' && customKey) return { key: customKey, values: { field } };
  return { key: 'validation.invalid', values: { field } };
}

/**
 * Every rule here is required (spec 1 §5); an empty value reports that before anything else.
 * `label` names the field in the message when the form calls it something else than the rule.
 */
export function validateField(rule: FieldRule, value: string, label: string = rule): FieldError | null {
  if (value.trim() === '') return { key: 'validation.required', values: { field: label } };
  if (rule === 'currentPassword') return null;
  const result = RULES[rule].safeParse(value);
  if (result.success) return null;
  return issueToError(rule, result.error.issues[0]!, label);
}

export function validatePasswordAgain(password: string, again: string): FieldError | null {
  if (again === '') return { key: 'validation.required', values: { field: 'passwordAgain' } };
  return password === again ? null : { key: 'validation.passwordMismatch' };
}

export type ProfileField = keyof z.input<typeof changeUserInfoRequest>;

/** Length checks of the profile form, keyed by field; an empty result means it can be sent. */
export function validateProfile(
  values: Partial<Record<ProfileField, string>>,
): Partial<Record<ProfileField, FieldError>> {
  const result = changeUserInfoRequest.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    if (errors[field]) continue;
    errors[field] =
      issue.code === 'too_big'
        ? { key: 'validation.tooLong', values: { field, max: Number(issue.maximum) } }
        : { key: field === 'mobile' ? 'validation.mobileFormat' : 'validation.invalid', values: { field } };
  }
  return errors;
}

/** Renders a FieldError with the field's translated label. */
export function formatFieldError(t: TFunction, error: FieldError | null | undefined): string | undefined {
  if (!error) return undefined;
  const values = { ...error.values };
  if (typeof values.field === 'string') values.field = t(`fields.${values.field}`, { ns: 'common' });
  return t(error.key, { ns: 'common', ...values });
}
