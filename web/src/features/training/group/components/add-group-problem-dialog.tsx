import { FormField } from '@web/components/ui/form-field';
import { FormModal } from '@web/components/ui/form-modal';
import { messageOf } from '@web/lib/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_PROBLEM_ID_MAX, groupProblemIdError } from '../lib/group-training-rules';

/**
 * Spec 3 §2: adds a problem of this group to the training by its display id (HOJ's
 * AddGroupProblem). The server's refusal (not this group's, already added) shows in the dialog.
 */
export function AddGroupProblemDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (problemId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('groupTraining');
  const [problemId, setProblemId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setProblemId('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (busy) return;
    const problem = groupProblemIdError(problemId);
    if (problem) {
      setError(t(`addFromGroup.${problem}`, { max: GROUP_PROBLEM_ID_MAX }));
      return;
    }
    setBusy(true);
    try {
      await onAdd(problemId.trim());
      close();
    } catch (failure) {
      setError(messageOf(failure, t('addFromGroup.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('addFromGroup.title')}
      submitLabel={t('addFromGroup.add')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <FormField
        label={t('addFromGroup.problemId')}
        name="problemId"
        autoComplete="off"
        value={problemId}
        error={error ?? undefined}
        onChange={(event) => {
          setProblemId(event.target.value);
          setError(null);
        }}
      />
    </FormModal>
  );
}
