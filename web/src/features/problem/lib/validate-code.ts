import { LIMITS } from '@contract/limits';

export type CodeProblem = 'empty' | 'tooLong';

/**
 * Spec 1 §5: code must not be blank and at most 65535 characters, checked before submitting
 * (the same rules as the contract's codeSchema, so the server never has to refuse it).
 */
export function validateCode(code: string): CodeProblem | null {
  if (code.trim().length === 0) return 'empty';
  if (code.length > LIMITS.codeMaxLength) return 'tooLong';
  return null;
}

/** Spec 1 §5: test input at most 1000 characters. */
export const testInputTooLong = (input: string) => input.length > LIMITS.testInputMax;
