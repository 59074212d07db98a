import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselSourceProvider } from './carousel-source';
import { ConfigPage } from './config-page';
import { EmailConfigTab } from './email-config-tab';
import { WebsiteConfigTab } from './website-config-tab';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const web = {
  baseUrl: '',
  name: 'Online Judge',
  shortName: 'OJ',
  description: 'Practice',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'Judge',
  projectUrl: '',
};
const email = {
  emailHost: 'smtp.example.org',
  emailPort: 465,
  emailUsername: 'noreply@example.org',
  emailPassword: '********',
  emailSsl: true,
  emailBGImg: '',
};

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function stubFetch(handler: Handler = () => undefined) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url.startsWith('/api/admin/config/get-web-config')) return envelope(web);
    if (url.startsWith('/api/admin/config/get-email-config')) return envelope(email);
    if (url.startsWith('/api/admin/config/set-web-config'))
      return envelope({ ...web, ...JSON.parse(String(init?.body)) }, { msg: 'Saved successfully' });
    if (url.startsWith('/api/admin/config/set-email-config'))
      return envelope({ ...email, ...JSON.parse(String(init?.body)), emailPassword: '********' });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const bodyOf = (fetch: ReturnType<typeof stubFetch>, path: string) => {
  const call = fetch.mock.calls.find(([url]) => url.startsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the configuration page', () => {
  it('shows the website tab first and switches to SMTP, keeping the tab in the URL', async () => {
    stubFetch();
    const { router } = renderWithProviders(<ConfigPage />, { url: '/admin/conf' });
    expect(await screen.findByLabelText('Web name')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'SMTP' }));
    expect(await screen.findByLabelText('SMTP host')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=email');
  });
});

describe('the website tab', () => {
  it('saves the edited settings, closing registration, and drops the cached public config', async () => {
    const fetch = stubFetch();
    const { queryClient } = renderWithProviders(<WebsiteConfigTab />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByLabelText('Web name');
    type('Web name', 'Example OJ');
    type('Project URL', 'https://github.com/example/judge');
    fireEvent.click(screen.getByLabelText('Allow registration'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/admin/config/set-web-config')).toEqual({
        ...web,
        name: 'Example OJ',
        projectUrl: 'https://github.com/example/judge',
        register: false,
      }),
    );
    expect((await screen.findByTestId('config-result')).textContent).toBe('Saved successfully');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['website-config'] });
  });

  it('refuses a bad link and an empty name before sending', async () => {
    const fetch = stubFetch();
    renderWithProviders(<WebsiteConfigTab />);
    await screen.findByLabelText('Web name');
    type('Web name', ' ');
    type('Base URL', 'oj.example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('config-result').textContent).toBe('Please correct the marked fields');
    expect(screen.getByText('Must be an http:// or https:// URL')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(bodyOf(fetch, '/api/admin/config/set-web-config')).toBeUndefined();
  });

  it("shows the server's refusal", async () => {
    stubFetch((url) =>
      url.startsWith('/api/admin/config/set-web-config')
        ? envelope(null, { status: 400, msg: 'name must be at most 255 characters' })
        : undefined,
    );
    renderWithProviders(<WebsiteConfigTab />);
    await screen.findByLabelText('Web name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('config-result')).textContent).toBe(
      'name must be at most 255 characters',
    );
  });

  it('uploads a carousel image and deletes one after confirmation', async () => {
    const fetch = stubFetch((url) =>
      url.startsWith('/api/file/upload-carouse-img')
        ? envelope({ id: 8, url: '/api/public/img/b.png' })
        : undefined,
    );
    const { queryClient } = renderWithProviders(
      <CarouselSourceProvider value={{ images: [{ id: 7, url: '/api/public/img/a.png' }], loading: false }}>
        <WebsiteConfigTab />
      </CarouselSourceProvider>,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect((await screen.findByAltText('Carousel image 7')).getAttribute('src')).toBe(
      '/api/public/img/a.png',
    );
    const input = screen.getByLabelText('Upload image') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slide.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/file/upload-carouse-img'))).toBe(true),
    );
    const upload = fetch.mock.calls.find(([url]) => url.startsWith('/api/file/upload-carouse-img'))!;
    expect((upload[1]!.body as FormData).get('image')).toBeInstanceOf(File);
    // The home page's carousel (which this list shows) is fetched again.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['home', 'carousel'] }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete carousel image 7' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url)).toEqual([
        '/api/admin/config/home-carousel?id=7',
      ]),
    );
  });
});

describe('the SMTP tab', () => {
  it('saves the settings, sending the masked password back untouched', async () => {
    const fetch = stubFetch();
    renderWithProviders(<EmailConfigTab />);
    await screen.findByLabelText('SMTP host');
    type('Port', '587');
    fireEvent.click(screen.getByLabelText('SSL/TLS'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/admin/config/set-email-config')).toEqual({
        ...email,
        emailPort: 587,
        emailSsl: false,
      }),
    );
    expect((await screen.findByTestId('config-result')).textContent).toBe('Saved successfully');
  });

  it('refuses a port out of range and a sender that is not an address', async () => {
    const fetch = stubFetch();
    renderWithProviders(<EmailConfigTab />);
    await screen.findByLabelText('SMTP host');
    type('Port', '70000');
    type('Sender e-mail (account)', 'noreply');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Port must be 1 to 65535')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(bodyOf(fetch, '/api/admin/config/set-email-config')).toBeUndefined();
  });

  it("sends a test mail and shows the server's answer, success or error", async () => {
    let fail = false;
    const fetch = stubFetch((url) =>
      url.startsWith('/api/admin/config/test-email')
        ? fail
          ? envelope(null, { status: 400, msg: 'The test mail could not be sent: 535 Authentication failed' })
          : envelope({ status: 'sent' }, { msg: 'The test mail has been sent to ops@example.org' })
        : undefined,
    );
    renderWithProviders(<EmailConfigTab />);
    await screen.findByLabelText('SMTP host');
    const testForm = screen.getByRole('form', { name: 'Test e-mail' });
    fireEvent.change(within(testForm).getByLabelText('Recipient'), { target: { value: 'ops@example.org' } });
    fireEvent.click(within(testForm).getByRole('button', { name: 'Send test mail' }));
    expect((await within(testForm).findByTestId('config-result')).textContent).toBe(
      'The test mail has been sent to ops@example.org',
    );
    expect(bodyOf(fetch, '/api/admin/config/test-email')).toEqual({ email: 'ops@example.org' });
    fail = true;
    fireEvent.click(within(testForm).getByRole('button', { name: 'Send test mail' }));
    await waitFor(() =>
      expect(within(testForm).getByTestId('config-result').textContent).toBe(
        'The test mail could not be sent: 535 Authentication failed',
      ),
    );
  });
});
