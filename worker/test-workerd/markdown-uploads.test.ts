import { afterAll, describe, expect, it } from 'vitest';
import { callWorker as call, openTestDatabase, signInRoot, testEnv } from './support/helpers';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3];

describe('editor uploads on R2', () => {
  const database = openTestDatabase();
  afterAll(() => database.close());

  it('stores an admin’s markdown image in R2 and serves it back through its link', async () => {
    const token = await signInRoot();
    const bytes = Uint8Array.from(PNG);
    const form = new FormData();
    form.append('image', new File([bytes], 'diagram.png'));
    const upload = await call('/api/file/upload-md-img', {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { data } = (await upload.json()) as { data: { link: string; fileId: number } };
    expect(data.link).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    expect(data.fileId).toBeGreaterThan(0);

    const name = data.link.slice(data.link.lastIndexOf('/') + 1);
    const object = await testEnv.FILES.get(`md-img/${name}`);
    expect(object).not.toBeNull();
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);

    const served = await call(data.link);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const removed = await call(`/api/file/delete-md-img?fileId=${data.fileId}`, {
      headers: { Authorization: token },
    });
    expect(removed.status).toBe(200);
    expect(await testEnv.FILES.get(`md-img/${name}`)).toBeNull();
    const gone = await call(data.link);
    expect(gone.status).toBe(404);
    await gone.body?.cancel();
  });

  it('stores a markdown file in R2 and serves it as a download', async () => {
    const token = await signInRoot();
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7\n%statement'], 'statement.pdf'));
    const upload = await call('/api/file/upload-md-file', {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { data } = (await upload.json()) as { data: { link: string } };
    expect(data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}\.pdf$/);
    const served = await call(data.link);
    expect(served.status).toBe(200);
    expect(new TextDecoder().decode(await served.arrayBuffer())).toBe('%PDF-1.7\n%statement');
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="statement.pdf"/);
  });
});
