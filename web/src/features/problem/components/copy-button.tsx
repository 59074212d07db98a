import { CopyIcon } from '@web/components/icons';
import { copyText } from '@web/lib/clipboard';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('problem');
  const copy = async () => {
    if (await copyText(text)) toast.success(t('copy.success'));
    else toast.error(t('copy.failed'));
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs btn-square"
      title={label}
      aria-label={label}
      onClick={() => void copy()}
    >
      <CopyIcon size={14} />
    </button>
  );
}
