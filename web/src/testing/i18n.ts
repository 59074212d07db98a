import { i18n, i18nOptions } from '@web/lib/i18n';
import type { ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

const english = import.meta.glob<ResourceKey>('../locales/en-US/*.json', { import: 'default', eager: true });

/** Loads every English namespace synchronously so components render real texts in tests. */
export async function setupTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  const resources: Record<string, ResourceKey> = {};
  for (const [path, bundle] of Object.entries(english)) {
    const namespace = path.split('/').pop()!.replace('.json', '');
    resources[namespace] = bundle;
  }
  await i18n
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: 'en-US', ns: Object.keys(resources), resources: { 'en-US': resources } });
}
