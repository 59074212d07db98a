import type { QueryClient } from '@tanstack/react-query';

/**
 * The admin lists and what the public pages cached of the same data (the home page's
 * announcements and carousel, the site shell's website config), so a save shows everywhere.
 */
export const refreshAnnouncements = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'site', 'announcements'] }),
    queryClient.invalidateQueries({ queryKey: ['home', 'announcements'] }),
  ]);

export const refreshWebsiteConfig = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'site', 'web-config'] }),
    queryClient.invalidateQueries({ queryKey: ['website-config'] }),
  ]);

export const refreshCarousel = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['home', 'carousel'] });
