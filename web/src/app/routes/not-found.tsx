import { paths } from '@web/config/paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

const TICK_MS = 30;
const TARGET = [4, 0, 4];
/** Ticks after which each digit stops rolling, left to right. */
const SETTLE_AT = [25, 40, 55];

/** Spec 1 §2.15: the digits roll every 30 ms and settle on 404. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tick, setTick] = useState(0);
  const done = tick >= SETTLE_AT[SETTLE_AT.length - 1]!;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setTick((value) => value + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [done]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-6 text-center">
      <h1 className="sr-only">404</h1>
      <div className="flex gap-3 font-mono text-8xl font-black text-primary md:text-9xl" aria-hidden="true">
        {TARGET.map((digit, index) => (
          <span key={SETTLE_AT[index]} className="w-[0.7em]">
            {tick >= SETTLE_AT[index]! ? digit : (tick * (index + 3) + index * 7) % 10}
          </span>
        ))}
      </div>
      <p className="text-xl">{t('notFound.text')}</p>
      <div className="flex gap-3">
        <Link to={paths.home} className="btn btn-primary">
          {t('notFound.goHome')}
        </Link>
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {t('notFound.back')}
        </button>
      </div>
    </section>
  );
}
