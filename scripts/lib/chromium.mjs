// Debian's Chromium as every browser-driven check launches it: the end-to-end suite
// (tests/e2e/playwright.config.ts), the route budget and the first-view benchmark
// (scripts/lib/built-platform.mjs). One list, so a flag added for one reaches the others.

/** The browser binary: CHROMIUM_PATH, else Debian's package. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (CI runs as root), no GPU on the VMs, and nothing of its own on the network (updates,
 * sync, QUIC) so the only traffic is the page's.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/** Playwright's `launchOptions` for that browser. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] };
}
