import type { Logger } from '../../platform/platform';

let explained = false;

/**
 * GET /api/get-recent-other-contest: HOJ lists upcoming contests of other judges fetched from
 * their sites. This server has no outbound network for that, so the list is empty; the log
 * says why once per process rather than on every home page view.
 */
export function recentContestsOfOtherSites(log: Logger): never[] {
  if (!explained) {
    explained = true;
    log.info(
      "get-recent-other-contest answers an empty list: fetching other judges' contests needs outbound network access, which this server does not use",
    );
  }
  return [];
}
