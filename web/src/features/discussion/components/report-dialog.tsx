import { REPORT_REASON_MAX, REPORT_TAGS } from '@contract/discussion';
import { Field } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { toast } from '@web/lib/toast';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportDiscussion } from '../api/report-discussion';
import { askToLogin } from '../lib/ask-to-login';
import { REPORT_TAG_KEYS, reportContent } from '../lib/discussion-rules';
import { useDiscussionRoles } from '../lib/use-discussion-roles';

/**
 * Spec 2 §5: labels and a reason of at most 200 characters, at least one of them. The tags are
 * sent in English whatever the reporter's language, so every admin reads the same labels.
 */
export function ReportDialog({ did, open, onClose }: { did: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('discussion');
  const { user, loggedIn } = useDiscussionRoles();
  const reasonId = useId();
  const [tags, setTags] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const report = useReportDiscussion();

  const toggle = (tag: string, checked: boolean) =>
    setTags((current) => (checked ? [...current, tag] : current.filter((other) => other !== tag)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loggedIn || !user) {
      askToLogin();
      return;
    }
    if (tags.length === 0 && reason.trim() === '') {
      toast.warning(t('messages.reportEmpty'));
      return;
    }
    // Spec order: the tags in the order offered, not the order clicked.
    const chosen = REPORT_TAGS.filter((tag) => tags.includes(tag));
    report.mutate(
      { did, reporter: user.username, content: reportContent(chosen, reason) },
      {
        onSuccess: () => {
          toast.success(t('messages.reported'));
          setTags([]);
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={t('report.title')} width={420} closeOnBackdrop={false}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <fieldset className="fieldset">
          <legend className="fieldset-legend pt-0 text-sm font-medium">{t('report.tags')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {REPORT_TAGS.map((tag) => (
              <label key={tag} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm checkbox-primary"
                  checked={tags.includes(tag)}
                  onChange={(event) => toggle(tag, event.target.checked)}
                />
                {t(`report.tag.${REPORT_TAG_KEYS[tag]}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('report.reason')}
          htmlFor={reasonId}
          hint={t('report.reasonCount', { count: reason.length, max: REPORT_REASON_MAX })}
        >
          <textarea
            id={reasonId}
            className="textarea w-full"
            rows={4}
            maxLength={REPORT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={report.isPending}>
            {report.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('report.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
