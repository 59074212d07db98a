import { CONTEST_ADMIN_LIMITS } from '@contract/contest-admin';
import { FormField } from '@web/components/ui/form-field';
import { FormModal } from '@web/components/ui/form-modal';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddProblemFromGroup } from '../api/add-problem-from-group';

/**
 * Spec 3 §2 Group contests: adds one of the group's own problems to its contest, named by the
 * problem's display id, under a display id in the contest. The server checks that the problem
 * is this group's and fits the contest's rule type; its message shows in the dialog.
 */
export function AddGroupProblemDialog({ cid, onClose }: { cid: number; onClose: () => void }) {
  const { t } = useTranslation('contestAdmin');
  const add = useAddProblemFromGroup();
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [error, setError] = useState<{ field: 'problemId' | 'displayId' | 'server'; text: string } | null>(
    null,
  );

  const submit = () => {
    if (add.isPending) return;
    const problem = problemId.trim();
    const display = displayId.trim();
    if (problem === '') return setError({ field: 'problemId', text: t('problems.groupProblemIdRequired') });
    if (display === '') return setError({ field: 'displayId', text: t('problems.displayIdRequired') });
    setError(null);
    add.mutate(
      { cid, problemId: problem, displayId: display },
      {
        onSuccess: () => {
          toast.success(t('messages.added'));
          onClose();
        },
        onError: (failure) =>
          setError({ field: 'server', text: messageOf(failure, t('messages.saveFailed')) }),
      },
    );
  };

  return (
    <FormModal
      onClose={onClose}
      closeOnBackdrop={false}
      title={t('problems.addFromGroup')}
      submitLabel={t('actions.add')}
      busy={add.isPending}
      onSubmit={submit}
    >
      <FormField
        label={t('problems.groupProblemId')}
        value={problemId}
        maxLength={CONTEST_ADMIN_LIMITS.displayIdMax * 2}
        onChange={(event) => setProblemId(event.target.value)}
        error={error?.field === 'problemId' ? error.text : undefined}
      />
      <FormField
        label={t('problems.enterDisplayId')}
        value={displayId}
        maxLength={CONTEST_ADMIN_LIMITS.displayIdMax}
        onChange={(event) => setDisplayId(event.target.value)}
        error={error?.field === 'displayId' ? error.text : undefined}
      />
      {error?.field === 'server' && (
        <p className="text-sm text-error" role="alert">
          {error.text}
        </p>
      )}
    </FormModal>
  );
}
