// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { Modal } from '@web/components/ui/modal';
import { Toggle } from '@web/components/ui/toggle';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAcSubmissions, type SplitType } from '../api/download-ac-submissions';

/**
 * Spec 3 §7 file calls: the accepted code of a contest as one zip, split into a folder per user
 * or per problem; admins' own submissions are left out unless asked for.
 */
export function DownloadAcDialog({
  contest,
  onClose,
}: {
  contest: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('contestAdmin');
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<SplitType>('user');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!contest) return;
    setBusy(true);
    try {
      await downloadAcSubmissions({ cid: contest.id, excludeAdmin, splitType });
      toast.success(t('download.started'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={contest !== null}
      onClose={onClose}
      title={t('download.title')}
      width={440}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('download.submit')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm opacity-80">{contest?.title}</p>
        <Toggle label={t('download.excludeAdmin')} checked={excludeAdmin} onChange={setExcludeAdmin} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('download.splitType')}</legend>
          {(['user', 'problem'] as const).map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                name="splitType"
                checked={splitType === type}
                onChange={() => setSplitType(type)}
              />
              {t(`download.split.${type}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </Modal>
  );
}
