import type { GroupMemberRow } from '@contract/group';
import { useTranslation } from 'react-i18next';
import {
  canChangeMemberAuth,
  canGrantMemberAuth,
  MEMBER_AUTH_OPTIONS,
  type MemberActor,
  managesMembers,
} from '../lib/member-rules';

const BADGE_BY_AUTH: Record<number, string> = {
  1: 'badge-warning',
  2: 'badge-error',
  3: 'badge-info',
  4: 'badge-success',
  5: 'badge-primary',
};

/** A member's level as a tag: applying, refused, member, admin or root. */
export function MemberAuthBadge({ auth }: { auth: number }) {
  const { t } = useTranslation('groupMember');
  return (
    <span className={`badge badge-soft badge-sm whitespace-nowrap ${BADGE_BY_AUTH[auth] ?? 'badge-ghost'}`}>
      {t(`auth.${auth}`, { defaultValue: String(auth) })}
    </span>
  );
}

/**
 * The level of a row: a select for those who manage members (spec 3 §4, §6 decide which rows and
 * options are open), a tag for everyone else. A choice saves at once.
 */
export function MemberAuthSelect({
  row,
  actor,
  ownerUid,
  busy,
  onChange,
}: {
  row: GroupMemberRow;
  actor: MemberActor;
  ownerUid: string;
  busy: boolean;
  onChange: (auth: number) => void;
}) {
  const { t } = useTranslation('groupMember');
  if (!managesMembers(actor)) return <MemberAuthBadge auth={row.auth} />;
  return (
    <select
      className="select select-sm w-36 sm:w-40"
      aria-label={t('table.authOf', { username: row.username })}
      value={row.auth}
      disabled={busy || !canChangeMemberAuth(actor, row, ownerUid)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {MEMBER_AUTH_OPTIONS.map((option) => (
        <option key={option} value={option} disabled={!canGrantMemberAuth(actor, row, option)}>
          {t(`auth.${option}`)}
        </option>
      ))}
    </select>
  );
}
