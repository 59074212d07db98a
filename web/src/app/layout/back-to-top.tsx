import { ArrowUpIcon } from '@web/components/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SHOW_AFTER_PX = 200;

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn btn-circle btn-primary fixed right-5 bottom-6 z-30 shadow-lg"
      aria-label={t('actions.backToTop')}
      title={t('actions.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
