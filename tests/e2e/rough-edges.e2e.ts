import { expect, type Page, test } from '@playwright/test';
import { apiLogin, loggedInContext, ROOT_PASSWORD, snap } from './support';

const JOURNEY = 'rough-edges';
/** Superscripts nested deep enough to reach up to the profile tabs above, were any of the formula's boxes to overlap them. */
const SIGNATURE = '$x^{2^{2^{2^{2}}}}$ is my favourite number';

/** Points across every tab of the page that land on something else than that tab. */
function tabPointsCovered(page: Page) {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const tab of document.querySelectorAll('[role=tab]')) {
      const box = tab.getBoundingClientRect();
      for (let x = box.left + 2; x < box.right - 1; x += 4)
        for (let y = box.top + 2; y < box.bottom - 1; y += 3) {
          const hit = document.elementFromPoint(x, y);
          if (hit?.closest('[role=tab]') !== tab)
            covered.push(`${Math.round(x)},${Math.round(y)} ${hit?.className}`);
        }
    }
    return covered;
  });
}

test.describe('rough edges a newcomer hits', () => {
  test.beforeAll(async ({ request }) => {
    const token = await apiLogin(request, 'root', ROOT_PASSWORD);
    const changed = await request.post('/api/change-userInfo', {
      headers: { Authorization: token },
      data: { signature: SIGNATURE },
    });
    expect(changed.ok()).toBe(true);
  });

  test('a formula in a signature never takes the clicks of the tabs above it', async ({ page }, testInfo) => {
    await page.goto('/user-home?username=root');
    await expect(page.locator('.markdown-body math').first()).toBeVisible();
    expect(await tabPointsCovered(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Solved Problems' }).click();
    await expect(page.getByRole('tab', { name: 'Solved Problems' })).toHaveAttribute('aria-selected', 'true');
    await snap(page, testInfo, JOURNEY, 'formula-tabs');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the heatmap shows day cells up to the current week at its right edge (${colorScheme})`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto('/user-home?username=root');
      const grid = page.getByTestId('calendar-heatmap');
      await expect(grid).toBeVisible();
      const cells = grid.locator('[data-date]');
      expect(await cells.count()).toBeGreaterThan(52 * 7);
      const report = await grid.evaluate((element) => {
        const gridBox = element.getBoundingClientRect();
        const dayCells = [...element.querySelectorAll<HTMLElement>('[data-date]')];
        const last = dayCells.reduce((a, b) => (a.dataset.date! > b.dataset.date! ? a : b));
        const lastBox = last.getBoundingClientRect();
        const empty = dayCells.find((cell) => cell.dataset.level === '0')!;
        const card = element.closest('.card')!;
        return {
          cellSize: Math.round(lastBox.width),
          gapAtRight: gridBox.right - lastBox.right,
          emptyColour: getComputedStyle(empty).backgroundColor,
          cardColour: getComputedStyle(card).backgroundColor,
        };
      });
      // Cells are visible squares, distinct from the card behind them.
      expect(report.cellSize).toBeGreaterThanOrEqual(8);
      expect(report.emptyColour).not.toBe(report.cardColour);
      expect(report.emptyColour).not.toBe('rgba(0, 0, 0, 0)');
      // The current week is the last column, flush with the grid's right edge.
      expect(report.gapAtRight).toBeLessThan(report.cellSize);
      await snap(page, testInfo, JOURNEY, `heatmap-${colorScheme}`);
      await context.close();
    });
  }

  test('zh-CN: weekday labels fit beside their rows, Rating is translated, fold tooltips are Chinese', async ({
    page,
  }, testInfo) => {
    await page.goto('/user-home?username=root&l=zh-CN');
    const grid = page.getByTestId('calendar-heatmap');
    await expect(grid).toBeVisible();
    const labels = await grid.evaluate((element) =>
      [...element.children]
        .filter((child) => !child.hasAttribute('data-date') && /周/.test(child.textContent ?? ''))
        .map((child) => {
          const box = child.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(child);
          const ink = range.getBoundingClientRect();
          return {
            text: child.textContent,
            box,
            ink: { width: ink.width, height: ink.height, right: ink.right },
          };
        }),
    );
    expect(labels.map((label) => label.text)).toEqual(['周一', '周三', '周五']);
    for (const { box, ink } of labels) {
      // On one line (two would be 24px), inside its own column: nothing crammed or spilling over the cells.
      expect(ink.right).toBeLessThanOrEqual(box.right + 0.5);
      expect(ink.height).toBeLessThan(20);
    }
    await expect(page.getByText('等级分')).toBeVisible();
    await snap(page, testInfo, JOURNEY, 'heatmap-zh');

    await page.goto('/problem/1000?l=zh-CN');
    const marker = page.locator('.cm-foldGutter span[title]').first();
    await expect(marker).toHaveAttribute('title', /折叠该行|展开该行/);
  });

  test('a missing problem or submission says it does not exist, without Reload', async ({ page }) => {
    await page.goto('/problem/NO-SUCH-PROBLEM');
    await expect(page.getByRole('heading', { name: 'This problem does not exist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the problem list' })).toHaveAttribute(
      'href',
      '/problem',
    );

    await page.goto('/submission-detail/987654321');
    await expect(page.getByRole('heading', { name: 'There is no such submission.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the submission list' }).click();
    await expect(page).toHaveURL(/\/status$/);
  });

  test("a guest asking for their own submissions is asked to log in, not shown everyone's", async ({
    page,
  }) => {
    await page.goto('/status?onlyMine=true');
    await expect(page.getByText('Log in to see your own submissions.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByTestId('status-login-prompt').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Create Problem marks every invalid field, focuses the first and clears it once filled', async ({
    browser,
    request,
  }, testInfo) => {
    const context = await loggedInContext(browser, request, {
      username: 'root',
      password: ROOT_PASSWORD,
      admin: true,
    });
    const page = await context.newPage();
    await page.goto('/admin/problem/create');
    await page.getByRole('button', { name: 'Save' }).click();
    const displayId = page.getByLabel('* Display ID');
    const title = page.getByLabel('* Title');
    await expect(displayId).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(displayId).toBeFocused();
    await expect(page.getByText('Problem display id is required').first()).toBeVisible();
    await snap(page, testInfo, JOURNEY, 'problem-form-errors');
    await displayId.fill('RE1');
    await expect(displayId).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Problem display id is required')).toHaveCount(0);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });
});
