import type { UIMatch } from 'react-router';

/** Route metadata, set as `handle` on a route (spec 1 §2.2: page titles come from here). */
export interface RouteHandle {
  /** i18n key of the page title, `namespace:key` or a key of `common`. */
  title?: string;
  /** Focus pages of a contest, training or group switch the navigation bar to that mode. */
  navMode?: 'contest' | 'training' | 'group';
  /** Problem details and focus pages hide the footer (spec 1 §2.4). */
  hideFooter?: boolean;
  /** Focus pages use the whole window width instead of the centred content column. */
  fullWidth?: boolean;
  /** The menu path to highlight when it is not a prefix of the URL (submission-detail → /status). */
  activeMenu?: string;
}

/** The deepest route's value of one handle field. */
export function deepestHandle<K extends keyof RouteHandle>(
  matches: UIMatch[],
  key: K,
): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i]!.handle as RouteHandle | undefined)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
