import { devices } from '@playwright/test';

/**
 * The desktop screen every desktop-sized journey uses: the desktop project's, and the files that
 * run on the phone project's platform at a desktop size (playwright.config.ts `DESKTOP_SIZED`),
 * which set it with `test.use(DESKTOP_SCREEN)`. Without `defaultBrowserType`, which `test.use`
 * cannot take inside a file.
 */
const { defaultBrowserType: _, ...desktopChrome } = devices['Desktop Chrome'];
export const DESKTOP_SCREEN = { ...desktopChrome, viewport: { width: 1366, height: 900 } };
