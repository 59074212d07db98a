import { useWebsiteConfig } from '@web/lib/site-config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { deepestHandle } from '../route-handle';

/** `{title} - {shortName}` from the deepest route's `handle.title` (spec 1 §2.2). */
export function PageTitle() {
  const matches = useMatches();
  const { i18n } = useTranslation();
  const { shortName } = useWebsiteConfig();
  const title = deepestHandle(matches, 'title');
  const language = i18n.language;

  useEffect(() => {
    if (!title) {
      document.title = shortName;
      return;
    }
    const [ns, key] = title.includes(':') ? (title.split(':', 2) as [string, string]) : ['common', title];
    let current = true;
    i18n.loadNamespaces(ns).then(() => {
      if (current) document.title = `${i18n.t(key, { ns, lng: language })} - ${shortName}`;
    });
    return () => {
      current = false;
    };
  }, [title, shortName, i18n, language]);

  return null;
}
