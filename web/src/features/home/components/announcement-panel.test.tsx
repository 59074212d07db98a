import { fireEvent, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnnouncementPanel } from './announcement-panel';

const announcement = {
  id: 3,
  title: 'Judge maintenance',
  content: 'The judge **pauses** tonight.',
  uid: 'root-uid',
  username: 'root',
  status: 0,
  gmtCreate: '2026-11-20T08:00:00Z',
  gmtModified: '2026-11-21T08:00:00Z',
};

beforeAll(setupTestI18n);
afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementPanel', () => {
  it('renders an announcement’s Markdown, fetched on demand, when it is opened', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ records: [announcement], total: 1, size: 5, current: 1 })),
    );
    const { container } = renderWithProviders(<AnnouncementPanel />);
    const title = await screen.findByRole('button', { name: /Judge maintenance/ });
    expect(container.querySelector('.markdown-body')).toBeNull();
    fireEvent.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByText('pauses')).tagName).toBe('STRONG');
  });
});
