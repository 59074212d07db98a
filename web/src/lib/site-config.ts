import type { WebsiteConfig } from '@contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Used until the server answers, and if it cannot: the shell must render regardless. */
export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  register: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  recordName: '',
  recordUrl: '',
  projectName: '',
  projectUrl: '',
};

export const websiteConfigQuery = queryOptions({
  queryKey: ['website-config'],
  queryFn: async ({ signal }) => ({
    ...DEFAULT_WEBSITE_CONFIG,
    ...(await api.get<Partial<WebsiteConfig>>('/api/get-website-config', undefined, { signal })),
  }),
  staleTime: 5 * 60_000,
});

export function useWebsiteConfig(): WebsiteConfig {
  return useQuery(websiteConfigQuery).data ?? DEFAULT_WEBSITE_CONFIG;
}
