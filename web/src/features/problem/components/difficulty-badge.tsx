import { useTranslation } from 'react-i18next';

const CLASS_BY_LEVEL: Record<number, string> = {
  0: 'badge-success',
  1: 'badge-warning',
  2: 'badge-error',
};

export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge badge-sm badge-soft whitespace-nowrap ${CLASS_BY_LEVEL[difficulty] ?? 'badge-ghost'}`}
    >
      {t(`difficulty.${difficulty}`, { defaultValue: String(difficulty) })}
    </span>
  );
}
