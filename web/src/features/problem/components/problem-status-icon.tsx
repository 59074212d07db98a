import { JudgeStatus } from '@contract/judge-status';
import { CheckIcon, MinusIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';

/** The caller's state of a problem: solved (check), tried (minus) or nothing (spec 1 §2.7). */
export function ProblemStatusIcon({ status }: { status: number }) {
  const { t } = useTranslation('problem');
  if (status === JudgeStatus.ACCEPTED)
    return (
      <span className="text-success" role="img" title={t('status.solved')} aria-label={t('status.solved')}>
        <CheckIcon size={18} />
      </span>
    );
  if (status !== JudgeStatus.NOT_SUBMITTED)
    return (
      <span className="text-warning" role="img" title={t('status.tried')} aria-label={t('status.tried')}>
        <MinusIcon size={18} />
      </span>
    );
  return null;
}
