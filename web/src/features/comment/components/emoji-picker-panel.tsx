import { currentLocale } from '@web/lib/i18n';
import type { Locale } from '@web/lib/locale';
import { useTheme } from '@web/lib/theme';
import EmojiPicker, { type EmojiDataLoader, type PickerLabels } from 'emoji-picker-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Emoji names and categories in the interface language. Each dataset is a chunk of our own
 * build, so the picker works offline; English ships with the picker itself.
 */
const DATASETS: Partial<Record<Locale, EmojiDataLoader>> = {
  'zh-CN': () => import('emoji-picker-react/data/emojis-zh'),
  'zh-TW': () => import('emoji-picker-react/data/emojis-zh-hant'),
  'ja-JP': () => import('emoji-picker-react/data/emojis-ja'),
  'ko-KR': () => import('emoji-picker-react/data/emojis-ko'),
};

export interface EmojiPickerPanelProps {
  onPick: (emoji: string) => void;
}

/** The picker itself: loaded only when someone opens it, since it weighs more than the rest of the section. */
export default function EmojiPickerPanel({ onPick }: EmojiPickerPanelProps) {
  const { t } = useTranslation('comment');
  const theme = useTheme();
  const locale = currentLocale();
  const labels = useMemo<Partial<PickerLabels>>(
    () => ({
      searchPlaceholder: t('emoji.search'),
      searchLabel: t('emoji.search'),
      searchClear: t('emoji.clear'),
      searchResultsNone: t('emoji.none'),
      searchResultsOne: t('emoji.one'),
      searchResultsMany: t('emoji.many'),
      categoryNavigation: t('emoji.categories'),
      loading: t('emoji.loading'),
      loadingError: t('emoji.loadingError'),
      retryLoading: t('emoji.retry'),
      skinToneNeutral: t('emoji.skinTone.neutral'),
      skinToneLight: t('emoji.skinTone.light'),
      skinToneMediumLight: t('emoji.skinTone.mediumLight'),
      skinToneMedium: t('emoji.skinTone.medium'),
      skinToneMediumDark: t('emoji.skinTone.mediumDark'),
      skinToneDark: t('emoji.skinTone.dark'),
    }),
    [t],
  );
  return (
    <EmojiPicker
      emojiData={DATASETS[locale]}
      labels={labels}
      colorScheme={theme}
      width="min(320px, calc(100vw - 2rem))"
      height={360}
      lazyLoadEmojis
      previewConfig={{ showPreview: false }}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
