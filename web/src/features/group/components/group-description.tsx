import { Markdown } from '@web/components/markdown';
import { useTranslation } from 'react-i18next';
import { useGroupContext } from '../lib/group-context';

/** The group's description as sanitised Markdown, or "Not set yet". */
export function GroupDescription() {
  const { t } = useTranslation('group');
  const { group } = useGroupContext();
  const description = group.description?.trim();
  return description ? <Markdown source={description} /> : <p className="opacity-70">{t('detail.notSet')}</p>;
}
