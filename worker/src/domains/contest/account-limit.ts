import { matchesAccountLimit, parseAccountLimitRule } from '@contract/contest-admin';

/**
 * Whether a contest's account limit (spec 3 §4) admits a username: always while the limit is
 * off. The rule's format and its match live in the contract, beside the admin form that
 * composes it, so the server and the form read a stored rule the same way. A rule that is not
 * in HOJ's format admits nobody: the admin save refuses such rules, so only a damaged row has one.
 */
export function accountLimitAdmits(
  row: { openAccountLimit: boolean; accountLimitRule: string | null },
  username: string,
): boolean {
  if (!row.openAccountLimit) return true;
  const rule = parseAccountLimitRule(row.accountLimitRule ?? '');
  return rule !== null && matchesAccountLimit(rule, username);
}
