import { paths } from '@web/config/paths';
import { useRouteAvailable } from '@web/lib/route-availability';
import { useWebsiteConfig } from '@web/lib/site-config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from './language-switch';

interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

/** Spec 1 §2.4. */
export function Footer() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const isAvailable = useRouteAvailable();

  const groups: { title: string; links: FooterLink[] }[] = [
    {
      title: 'footer.service',
      links: [
        { label: 'footer.judgingQueue', to: paths.status },
        { label: 'footer.systemInfo', to: paths.developer },
      ],
    },
    {
      title: 'footer.development',
      links: [
        { label: 'footer.openSource', href: config.projectUrl || undefined },
        { label: 'footer.api', to: `${paths.developer}#api` },
      ],
    },
    {
      title: 'footer.support',
      links: [
        { label: 'footer.about', to: paths.introduction },
        { label: 'footer.help', to: paths.help },
      ],
    },
  ];

  return (
    <footer className="mt-10 border-t border-base-300 bg-base-200/60">
      <div className="mx-auto grid max-w-screen-2xl gap-8 px-6 py-8 md:grid-cols-4">
        <div>
          <h2 className="mb-2 text-lg font-bold">{config.name}</h2>
          {config.description && <p className="text-sm leading-relaxed opacity-75">{config.description}</p>}
        </div>
        {groups.map((group) => {
          const links = group.links.filter((link) => (link.to ? isAvailable(link.to) : Boolean(link.href)));
          if (links.length === 0) return null;
          return (
            <div key={group.title}>
              <h2 className="mb-2 font-semibold">{t(group.title)}</h2>
              <ul className="space-y-1 text-sm opacity-80">
                {links.map((link) => (
                  <li key={link.label}>
                    {link.to ? (
                      <Link className="link link-hover" to={link.to}>
                        {t(link.label)}
                      </Link>
                    ) : (
                      <a
                        className="link link-hover"
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {t(link.label)}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="border-t border-base-300">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-6 py-4 text-sm opacity-80">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {config.recordName &&
              (config.recordUrl ? (
                <a
                  className="link link-hover"
                  href={config.recordUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {config.recordName}
                </a>
              ) : (
                <span>{config.recordName}</span>
              ))}
            {config.projectName && (
              <span>
                {t('footer.poweredBy')}{' '}
                {config.projectUrl ? (
                  <a
                    className="link link-hover font-medium"
                    href={config.projectUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {config.projectName}
                  </a>
                ) : (
                  <span className="font-medium">{config.projectName}</span>
                )}
              </span>
            )}
          </div>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
