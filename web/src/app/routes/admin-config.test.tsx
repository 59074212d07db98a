import { screen, waitFor } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AdminConfigRoute from './admin-config';

beforeAll(setupTestI18n);
afterEach(() => vi.unstubAllGlobals());

describe('/admin/conf', () => {
  it("lists the home page's carousel images on the website tab", async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/api/home-carousel'))
        return envelope([
          { id: 1, url: '/api/public/img/one.png' },
          { id: 2, url: '/api/public/img/two.jpg' },
        ]);
      if (url.startsWith('/api/admin/config/get-web-config'))
        return envelope({
          baseUrl: '',
          name: 'OJ',
          shortName: 'OJ',
          description: '',
          register: true,
          recordName: '',
          recordUrl: '',
          projectName: '',
          projectUrl: '',
        });
      return envelope(null);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AdminConfigRoute />, { url: '/admin/conf' });
    await waitFor(() => expect(screen.getByAltText('Carousel image 2')).toBeTruthy());
    expect(screen.getByAltText('Carousel image 1').getAttribute('src')).toBe('/api/public/img/one.png');
    expect(screen.getByRole('button', { name: 'Delete carousel image 2' })).toBeTruthy();
  });
});
