import { FormField } from '@web/components/ui/form-field';
import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';

/** The problem's display id and title inside the contest (spec 3 §3 Contest). */
export function ContestProblemFields({
  displayId,
  displayTitle,
  onChange,
}: {
  displayId: string;
  displayTitle: string;
  onChange: (patch: { displayId?: string; displayTitle?: string }) => void;
}) {
  const { t } = useTranslation('contestAdmin');
  return (
    <Panel title={t('problems.inContest')}>
      <div className="grid gap-x-4 md:grid-cols-3">
        <FormField
          label={`* ${t('problems.displayId')}`}
          name="contestDisplayId"
          value={displayId}
          onChange={(event) => onChange({ displayId: event.target.value })}
        />
        <FormField
          className="md:col-span-2"
          label={`* ${t('problems.displayTitle')}`}
          name="contestDisplayTitle"
          value={displayTitle}
          onChange={(event) => onChange({ displayTitle: event.target.value })}
        />
      </div>
    </Panel>
  );
}
