import { FakeUpload } from '@web/testing/fake-upload';
import { setupTestI18n } from '@web/testing/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl } from './api-client';
import { auth } from './auth';
import { authDialogStore } from './auth-dialog';
import { registerNavigator } from './navigation';
import { toastStore } from './toast';

const USER = {
  uid: 'u1',
  username: 'ada',
  roleList: ['default_user'],
} as unknown as Parameters<typeof auth.login>[1];

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const lastToast = () => toastStore.get().at(-1);
const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]![1]!.headers);

beforeAll(async () => {
  await setupTestI18n();
  registerNavigator(navigate);
});

beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('drops empty values and repeats arrays', () => {
    expect(buildUrl('/api/x', { a: 1, b: '', c: null, d: undefined, e: false, f: [1, 2] })).toBe(
      '/api/x?a=1&e=false&f=1&f=2',
    );
    expect(buildUrl('/api/x')).toBe('/api/x');
  });
});

describe('api client', () => {
  it('unwraps the envelope and sends the raw token and the url type', async () => {
    auth.login('tok-1', USER);
    fetchMock.mockResolvedValue(reply(200, { status: 200, data: { n: 1 }, msg: 'success' }));
    await expect(api.get('/api/get-rank-list', { currentPage: 2 })).resolves.toEqual({ n: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/get-rank-list?currentPage=2');
    expect(sentHeaders().get('Authorization')).toBe('tok-1');
    expect(sentHeaders().get('Url-Type')).toBe('general');

    fetchMock.mockResolvedValue(reply(200, { status: 200, data: null, msg: '' }));
    await api.post('/api/admin/problem', { title: 'A' });
    expect(sentHeaders(1).get('Url-Type')).toBe('admin');
    expect(fetchMock.mock.calls[1]![1]!.body).toBe('{"title":"A"}');
  });

  it('never sends the stored token to the login call', async () => {
    auth.login('old', USER);
    fetchMock.mockResolvedValue(reply(200, { status: 200, data: USER, msg: '' }));
    await api.post('/api/login', { username: 'ada', password: 'secret1' });
    expect(sentHeaders().get('Authorization')).toBeNull();
  });

  it('stores a renewed token announced by Refresh-Token', async () => {
    auth.login('old', USER);
    fetchMock.mockResolvedValue(
      reply(200, { status: 200, data: 1, msg: '' }, { 'Refresh-Token': 'true', Authorization: 'new-token' }),
    );
    await api.get('/api/msg/unread');
    expect(auth.getToken()).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('ignores an Authorization header without Refresh-Token', async () => {
    auth.login('old', USER);
    fetchMock.mockResolvedValue(reply(200, { status: 200, data: 1, msg: '' }, { Authorization: 'other' }));
    await api.get('/api/msg/unread');
    expect(auth.getToken()).toBe('old');
  });

  it('toasts the message and rejects when the envelope status is not 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 400, data: null, msg: 'username is required' }));
    const error = await api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'username is required' });
  });

  it('on 401 clears the session and opens the login dialog', async () => {
    auth.login('expired', USER);
    fetchMock.mockResolvedValue(reply(401, { status: 401, data: null, msg: 'Please login first' }));
    await expect(api.get('/api/get-user-home-info')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(auth.getToken()).toBeNull();
    expect(auth.getUser()).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    expect(navigate).not.toHaveBeenCalled();
    expect(lastToast()?.message).toBe('Please login first');
  });

  it('ignores a late 401 for a token that has been replaced since', async () => {
    auth.login('old', USER);
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const pending = api.get('/api/get-user-auth-info', undefined, { silent: true }).catch((e: unknown) => e);
    auth.login('new', USER);
    answer(reply(401, { status: 401, data: null, msg: '' }));
    expect(await pending).toMatchObject({ kind: 'unauthorized' });
    expect(auth.getToken()).toBe('new');
    expect(authDialogStore.get().open).toBe(false);
  });

  it('on 401 of an admin call goes to the admin login instead', async () => {
    auth.login('expired', USER);
    fetchMock.mockResolvedValue(reply(401, { status: 401, data: null, msg: '' }));
    await expect(api.get('/api/admin/problem')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
    expect(authDialogStore.get().open).toBe(false);
  });

  it('on 403 toasts, refreshes the roles and leaves admin calls for /admin', async () => {
    auth.login('tok', USER);
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/get-user-auth-info')
        ? reply(200, { status: 200, data: { roles: ['admin'], permissions: [] }, msg: '' })
        : reply(403, { status: 403, data: null, msg: 'No permission' }),
    );
    await expect(api.put('/api/admin/config/set-web-config', {})).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(lastToast()?.message).toBe('No permission');
    expect(navigate).toHaveBeenCalledWith('/admin', undefined);
    await vi.waitFor(() => expect(auth.getUser()?.roleList).toEqual(['admin']));
    expect(auth.getToken()).toBe('tok');
  });

  it('on 404 shows the fixed resource text', async () => {
    fetchMock.mockResolvedValue(reply(404, { status: 404, data: null, msg: 'whatever' }));
    await expect(api.get('/api/nope')).rejects.toMatchObject({ kind: 'not-found' });
    expect(lastToast()?.message).toBe('Query error, unable to find the resource to request');
  });

  it('falls back to the generic server text', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'http', httpStatus: 502 });
    expect(lastToast()?.message).toBe('Server error, please refresh again');
  });

  it('reports a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(lastToast()?.message).toBe('Network error, abnormal link with server, please try again later');
  });

  it('times out after 90 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(toastStore.get()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(lastToast()?.message).toBe('Request timed out, please try again later');
  });

  it('stays quiet for silent calls and for cancelled queries', async () => {
    fetchMock.mockResolvedValue(reply(404, { status: 404, data: null, msg: '' }));
    await expect(api.get('/api/get-recent-contest', undefined, { silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );

    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/api/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toastStore.get()).toHaveLength(0);
  });

  it('uploads multipart and downloads blobs', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 200, data: { avatar: '/a.png' }, msg: '' }));
    const file = new Blob(['x'], { type: 'image/png' });
    await api.upload('/api/file/upload-avatar', { image: file });
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('image')).toBeInstanceOf(Blob);
    expect(sentHeaders().get('Content-Type')).toBeNull();

    fetchMock.mockResolvedValue(
      new Response('a,b', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="rank.csv"' },
      }),
    );
    const download = await api.download('/api/file/download-contest-rank', { cid: 1 });
    expect(download.fileName).toBe('rank.csv');
    expect(await download.blob.text()).toBe('a,b');
  });
});

describe('upload with progress', () => {
  beforeEach(() => {
    FakeUpload.reset();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });

  it('reports the bytes sent and answers like any other call', async () => {
    auth.login('tok-1', USER);
    FakeUpload.answer = {
      status: 200,
      headers: 'content-type: application/json\r\n',
      body: JSON.stringify({ status: 200, data: { fileListDir: '/tmp/x' }, msg: 'success' }),
    };
    const progress: number[] = [];
    const file = new File(['zip'], 'cases.zip');
    const data = await api.upload(
      '/api/file/upload-testcase-zip',
      { file },
      { query: { mode: 'default' }, onUploadProgress: (p) => progress.push(p.percent) },
    );
    expect(data).toEqual({ fileListDir: '/tmp/x' });
    expect(progress).toEqual([25, 100]);
    const xhr = FakeUpload.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/upload-testcase-zip?mode=default');
    expect(xhr.headers.authorization).toBe('tok-1');
    expect((xhr.sent as FormData).get('file')).toBeInstanceOf(File);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails as the client does, quietly when silent, and sends an admin page to the admin login on 401', async () => {
    FakeUpload.answer = {
      status: 400,
      headers: 'content-type: application/json\r\n',
      body: JSON.stringify({ status: 400, data: null, msg: 'Bad zip' }),
    };
    const upload = api.upload(
      '/api/file/import-problem',
      { file: new File(['x'], 'a.zip') },
      {
        onUploadProgress: () => {},
        silent: true,
      },
    );
    await expect(upload).rejects.toMatchObject({ kind: 'http', httpStatus: 400, message: 'Bad zip' });
    expect(toastStore.get()).toHaveLength(0);

    auth.login('tok-1', USER);
    window.history.pushState(null, '', '/admin/problem/batch-operation');
    FakeUpload.answer = {
      status: 401,
      headers: 'content-type: application/json\r\n',
      body: '{"status":401,"data":null,"msg":""}',
    };
    await expect(
      api.upload(
        '/api/file/import-problem',
        { file: new File(['x'], 'a.zip') },
        {
          onUploadProgress: () => {},
          silent: true,
        },
      ),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(auth.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
    window.history.pushState(null, '', '/');
  });
});
