import { ID_MAX } from '@contract/common/fields';
import { LoadFailure, NotFoundState } from '@web/components/ui/load-failure';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useWebsiteConfig } from '@web/lib/site-config';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupProvider } from '../lib/group-context';
import { useGroupValue } from '../lib/use-group-value';
import { GroupDescription } from './group-description';
import { GroupSidebar } from './group-sidebar';
import { GroupTabs } from './group-tabs';

/** The number of /group/{groupID}, or null when the address holds none. */
export function parseGroupId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const gid = Number(text);
  return gid >= 1 && gid <= ID_MAX ? gid : null;
}

/** No group to show: an address that names none or a group that does not exist, or a failed load. */
function Unavailable({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('group');
  if (!onRetry)
    return (
      <NotFoundState title={t('detail.notFound')} backTo={paths.group} backLabel={t('detail.backToList')} />
    );
  return (
    <LoadFailure
      error={error}
      notFoundTitle={t('detail.notFound')}
      failedText={t('detail.loadFailed')}
      onRetry={onRetry}
      backTo={paths.group}
      backLabel={t('detail.backToList')}
    />
  );
}

/**
 * Spec 3 §2 /group/{groupID}: the tabs, the page of the current tab (`children`, the router's
 * outlet) and the sidebar with the membership action. Submissions, problems and training pages
 * (`fullWidth`) take the whole width without the sidebar. A caller without access sees only the
 * description and the sidebar, whatever the tab in the address. Pages inside read useGroupContext.
 */
export function GroupLayout({
  groupId,
  fullWidth,
  children,
}: {
  groupId: string;
  fullWidth: boolean;
  children: ReactNode;
}) {
  const gid = parseGroupId(groupId);
  if (gid === null) return <Unavailable />;
  return (
    <LoadedGroupLayout gid={gid} fullWidth={fullWidth}>
      {children}
    </LoadedGroupLayout>
  );
}

function LoadedGroupLayout({
  gid,
  fullWidth,
  children,
}: {
  gid: number;
  fullWidth: boolean;
  children: ReactNode;
}) {
  const { i18n } = useTranslation('group');
  const { shortName } = useWebsiteConfig();
  const { value, pending, retry, error } = useGroupValue(gid);
  const name = value?.group.name;

  // The route sets its generic title once its namespace is loaded; the group's name goes on after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the trigger, not an input
  useEffect(() => {
    if (!name || fullWidth) return;
    const timer = setTimeout(() => {
      document.title = `${name} - ${shortName}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [name, fullWidth, shortName, i18n.language]);

  if (pending) return <PageLoader />;
  if (!value) return <Unavailable error={error} onRetry={retry} />;

  const { menuDisabled } = value;
  const wide = fullWidth && !menuDisabled;
  // A full-width route gets no padding from the shell; a caller without access sees the narrow page there too.
  const frame = !fullWidth ? '' : wide ? 'px-2 py-4 md:px-4' : 'mx-auto max-w-screen-2xl px-3 py-5 md:px-6';
  return (
    <GroupProvider value={value}>
      <div className={`flex w-full flex-col gap-4 ${frame}`}>
        <GroupTabs />
        {wide ? (
          <div className="min-w-0">{children}</div>
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-4">
            <div className="min-w-0 lg:col-span-3">
              {menuDisabled ? (
                <section className="card card-border bg-base-100" data-testid="group-not-member">
                  <div className="card-body p-4 md:p-6">
                    <GroupDescription />
                  </div>
                </section>
              ) : (
                children
              )}
            </div>
            <div className={menuDisabled ? 'order-first lg:order-none' : ''}>
              <GroupSidebar />
            </div>
          </div>
        )}
      </div>
    </GroupProvider>
  );
}
