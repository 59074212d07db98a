import { expect, type Locator, type Page, test } from '@playwright/test';
import { loggedInContext, ROOT_PASSWORD, registerUser, signIn, snap, uniqueName } from './support';

/**
 * Keyboard use (issue 15): dialogs keep focus inside until Escape hands it back to their opener,
 * the statistic dialog takes focus, the self-test drawer leaves the Run/Submit bar usable and
 * closes on Escape, every navbar control is reached by Tab with a visible focus ring, and an
 * admin login is not greeted by a stale "Please login first". On a phone, the navigation drawer
 * and the admin menu drawer behave as the dialogs do.
 */

const JOURNEY = 'keyboard';
const PRESSES = 30;

/** Presses `key` 30 times, checking after each that focus is still inside `dialog`. */
async function expectFocusKeptIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  const handle = await dialog.elementHandle();
  for (let press = 1; press <= PRESSES; press++) {
    await page.keyboard.press(key);
    const where = await page.evaluate((element) => {
      const active = document.activeElement;
      return {
        inside: Boolean(element && active && active !== document.body && element.contains(active)),
        what: active ? `${active.tagName} ${active.textContent?.trim().slice(0, 30) ?? ''}` : 'nothing',
      };
    }, handle);
    expect(where.inside, `${key} #${press} moved focus to ${where.what}`).toBe(true);
  }
}

/** Whether the focused element shows a focus ring (an outline or a box shadow). */
const focusRingOf = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return null;
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      id: active.dataset.navControl ?? null,
      visible: outline || style.boxShadow !== 'none',
      name: `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30)}`,
    };
  });

/** Tabs from the top of the page through the navbar; every visible control must be reached, with a ring. */
async function expectNavbarReachable(page: Page) {
  const count = await page
    .locator('header')
    .first()
    .evaluate((header) => {
      const controls = Array.from(
        header.querySelectorAll<HTMLElement>('a[href], button, select, input, summary, [tabindex]'),
      ).filter(
        (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
      );
      controls.forEach((element, index) => {
        element.dataset.navControl = String(index);
      });
      (document.activeElement as HTMLElement | null)?.blur();
      return controls.length;
    });
  expect(count).toBeGreaterThan(3);
  const reached = new Set<string>();
  for (let press = 0; press < count + 10 && reached.size < count; press++) {
    await page.keyboard.press('Tab');
    const ring = await focusRingOf(page);
    if (!ring?.id) continue;
    expect(ring.visible, `${ring.name} has no visible focus ring`).toBe(true);
    reached.add(ring.id);
  }
  expect(reached.size).toBe(count);
}

test.describe('keyboard', () => {
  // The dialogs and the navbar are the same at either width; the phone's own overlays are below.
  test.skip(({ isMobile }) => isMobile, 'the desktop layout');

  test('a guest cycles inside the login, register and reset dialogs and Escape returns focus', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    const header = page.locator('header').first();
    const login = header.getByRole('button', { name: 'Login', exact: true });
    const register = header.getByRole('button', { name: 'Register', exact: true });

    await login.click();
    const loginDialog = page.getByRole('dialog', { name: /^Login/ });
    await expect(loginDialog).toBeVisible();
    await expect(loginDialog.getByLabel('Username')).toBeFocused();
    await expectFocusKeptIn(page, loginDialog, 'Tab');
    await expectFocusKeptIn(page, loginDialog, 'Shift+Tab');
    await snap(page, testInfo, JOURNEY, '01-login');
    await page.keyboard.press('Escape');
    await expect(loginDialog).toBeHidden();
    await expect(login).toBeFocused();

    await register.click();
    const registerDialog = page.getByRole('dialog', { name: /^Register/ });
    await expect(registerDialog).toBeVisible();
    await expect(registerDialog.getByLabel('Username')).toBeFocused();
    await expectFocusKeptIn(page, registerDialog, 'Tab');
    await expectFocusKeptIn(page, registerDialog, 'Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(registerDialog).toBeHidden();
    await expect(register).toBeFocused();

    await login.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    const resetDialog = page.getByRole('dialog', { name: /^Reset/ });
    await expect(resetDialog).toBeVisible();
    await expect(resetDialog.getByLabel('Email')).toBeFocused();
    await expectFocusKeptIn(page, resetDialog, 'Tab');
    await expectFocusKeptIn(page, resetDialog, 'Shift+Tab');
    await snap(page, testInfo, JOURNEY, '02-reset');
    await page.keyboard.press('Escape');
    await expect(resetDialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('the login dialog calls an empty password the password', async ({ page }) => {
    await page.goto('/home');
    await page.locator('header').first().getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Login/ });
    await dialog.getByLabel('Password').focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expect(dialog.getByText('Current password is required')).toHaveCount(0);
  });

  test('the statistic dialog takes focus and hands it back', async ({ page }) => {
    await page.goto('/problem/1000');
    const opener = page.getByRole('button', { name: 'Statistic' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Statistic' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expectFocusKeptIn(page, dialog, 'Tab');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('every navbar control is reached by Tab with a visible focus ring', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/home');
    await expect(
      page.locator('header').first().getByRole('button', { name: 'Login', exact: true }),
    ).toBeVisible();
    await expectNavbarReachable(page);

    const username = uniqueName('kbd');
    await registerUser(request, username, 'keyboard-pass-1');
    const context = await loggedInContext(browser, request, { username, password: 'keyboard-pass-1' });
    const member = await context.newPage();
    await member.goto('/home');
    await expect(member.locator('header').first().getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expectNavbarReachable(member);
    await context.close();
  });

  test('the self-test drawer leaves Run and Submit usable and closes on Escape', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const username = uniqueName('kbd');
    await registerUser(request, username, 'keyboard-pass-1');
    const context = await loggedInContext(browser, request, { username, password: 'keyboard-pass-1' });
    const page = await context.newPage();
    await page.goto('/problem/1000');
    await expect(page.locator('[data-testid=code-editor] .cm-content')).toBeVisible();
    await page.getByTestId('language-select').selectOption('C++');
    const content = page.locator('[data-testid=code-editor] .cm-content');
    await content.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(
      '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n',
    );

    const toggle = page.getByRole('button', { name: 'Run Test' });
    await toggle.click();
    const drawer = page.getByTestId('test-run-drawer');
    await drawer.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(drawer.getByTestId('test-output')).toContainText('3', { timeout: 120_000 });
    await snap(page, testInfo, JOURNEY, '03-self-test');

    for (const button of [toggle, page.getByTestId('submit-code')]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop, `${await button.textContent()} is covered`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await context.close();
  });

  test('focus mode takes the covered header and footer out of the Tab order', async ({ page }) => {
    await page.goto('/problem/1000?focus=1');
    await expect(page.getByTestId('problem-page')).toBeVisible();
    await expect(page.locator('header').first()).toHaveJSProperty('inert', true);
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press('Tab');
      const inChrome = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('main ~ header, header:has(~ main), main ~ footer')),
      );
      expect(inChrome, `Tab #${press + 1} reached the covered header or footer`).toBe(false);
    }
    // Leaving focus mode gives the header back.
    await page.goto('/problem/1000');
    await expect(page.locator('header').first()).toHaveJSProperty('inert', false);
  });

  test('an admin login is not greeted by a stale "Please login first"', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Please login first!')).toBeVisible();
    await page.getByLabel('Username').fill('root');
    await page.getByLabel('Password').fill(ROOT_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Welcome back, administrator')).toBeVisible();
    await expect(page.getByText(/Please login first/)).toHaveCount(0);
  });
});

/**
 * Opens the drawer behind `opener` from the keyboard and checks it behaves as a dialog: focus
 * moves in, Tab and Shift+Tab stay inside, Escape closes it and hands focus back to `opener`.
 */
async function expectDrawerActsAsDialog(page: Page, opener: Locator, drawer: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusKeptIn(page, drawer, 'Tab');
  await expectFocusKeptIn(page, drawer, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('keyboard on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawers are the phone layout');

  test('the navigation drawer keeps focus inside and Escape returns it to the menu button', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open the menu' });
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expectDrawerActsAsDialog(page, menuButton, drawer);
    // Once more after a page changed under it: the drawer still opens and traps focus.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Status', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/status$/);
    // The address changes before the new page is rendered, and the navbar closes its drawer when
    // the rendered page changes: open it again only once the status page is there.
    await expect(page.getByRole('heading', { name: 'Status', level: 1 })).toBeVisible();
    await expectDrawerActsAsDialog(page, menuButton, drawer);
    await snap(page, testInfo, JOURNEY, '04-phone-drawer');
  });

  test('the admin menu drawer keeps focus inside and Escape returns it to the menu button', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, { username: 'root', password: ROOT_PASSWORD, admin: true });
    await page.goto('/admin');
    const menuButton = page.getByRole('button', { name: 'Open the admin menu' });
    await expect(menuButton).toBeVisible();
    await expectDrawerActsAsDialog(page, menuButton, page.getByRole('dialog', { name: 'Admin menu' }));
  });
});
