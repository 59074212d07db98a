import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { FakeUpload } from '@web/testing/fake-upload';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from './markdown-editor';
import { removeImageReferences } from './markdown-text';

/** The fake XMLHttpRequest answered by hand, inside act() since each step re-renders the editor. */
class ManualUpload extends FakeUpload {
  override progress(loaded: number, total: number) {
    act(() => super.progress(loaded, total));
  }
  async answer(status: number, data: unknown, msg = '') {
    await act(async () => this.respond(status, JSON.stringify({ status, data, msg })));
  }
}

const lastUpload = () => {
  const upload = FakeUpload.last;
  if (!upload) throw new Error('no upload was sent');
  return upload as ManualUpload;
};

function Editor({ initial, gid }: { initial: string; gid?: number }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor label="Description" value={value} onChange={setValue} gid={gid} />;
}

function renderEditor(initial = '', gid?: number) {
  const view = renderWithProviders(<Editor initial={initial} gid={gid} />);
  const textarea = screen.getByLabelText('Description') as HTMLTextAreaElement;
  return { ...view, textarea };
}

const png = (name = 'figure.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeAll(setupTestI18n);
beforeEach(() => {
  FakeUpload.reset();
  toastStore.set([]);
  vi.stubGlobal('XMLHttpRequest', ManualUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared Markdown editor', () => {
  it('uploads a pasted image with a progress bar and writes its link at the caret', async () => {
    const { textarea } = renderEditor('Before after');
    textarea.setSelectionRange(7, 7);
    fireEvent.paste(textarea, { clipboardData: { files: [png()], types: ['Files'] } });

    const upload = lastUpload();
    expect(upload.url).toBe('/api/file/upload-md-img');
    expect(upload.sent?.get('image')).toBeInstanceOf(File);
    expect((upload.sent?.get('image') as File | undefined)?.name).toBe('figure.png');
    expect(upload.sent?.has('gid')).toBe(false);
    upload.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading figure.png' })).toHaveProperty('value', 40);
    expect(screen.getByText('40%')).toBeTruthy();
    expect(textarea.value).toBe('Before after');

    await upload.answer(200, { link: '/api/public/img/abc.png', fileId: 7 });
    expect(textarea.value).toBe('Before ![figure.png](/api/public/img/abc.png)after');
    expect(textarea.selectionStart).toBe('Before ![figure.png](/api/public/img/abc.png)'.length);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region', { name: 'Images uploaded into Description' }).textContent).toContain(
      'figure.png',
    );
  });

  it('sends a picked image with the group id', async () => {
    const { textarea } = renderEditor('', 12);
    fireEvent.change(screen.getByTestId('markdown-image-input'), { target: { files: [png('chart.png')] } });
    const upload = lastUpload();
    expect(upload.url).toBe('/api/file/upload-md-img');
    expect(upload.sent?.get('gid')).toBe('12');
    await upload.answer(200, { link: '/api/public/img/chart.png', fileId: 3 });
    expect(textarea.value).toBe('![chart.png](/api/public/img/chart.png)');
  });

  it('uploads a dropped file that is not an image as an attachment link', async () => {
    const { textarea } = renderEditor('See:  below');
    textarea.setSelectionRange(5, 5);
    const pdf = new File(['%PDF-1.4'], 'notes [v2].pdf', { type: 'application/pdf' });
    fireEvent.drop(textarea, { dataTransfer: { files: [pdf], types: ['Files'] } });
    const upload = lastUpload();
    expect(upload.url).toBe('/api/file/upload-md-file');
    expect(upload.sent?.get('file')).toBeInstanceOf(File);
    await upload.answer(200, { link: '/api/public/file/notes.pdf' });
    expect(textarea.value).toBe('See: [notes v2.pdf](/api/public/file/notes.pdf) below');
    // Attachments are not images: nothing to list for removal.
    expect(screen.queryByRole('region', { name: 'Images uploaded into Description' })).toBeNull();
  });

  it('leaves a paste without files to the text area', () => {
    const { textarea } = renderEditor();
    const event = fireEvent.paste(textarea, { clipboardData: { files: [], types: ['text/plain'] } });
    expect(event).toBe(true);
    expect(FakeUpload.all).toHaveLength(0);
  });

  it("shows the server's refusal and inserts nothing", async () => {
    const { textarea } = renderEditor('Text');
    fireEvent.paste(textarea, { clipboardData: { files: [png()], types: ['Files'] } });
    await lastUpload().answer(403, null, 'Only administrators may upload images');
    expect(screen.getByRole('alert').textContent).toBe(
      'figure.png was not uploaded: Only administrators may upload images',
    );
    expect(textarea.value).toBe('Text');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Images uploaded into Description' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes an uploaded image from the server and every reference from the text', async () => {
    const fetch = vi.fn(async (_url: string) => envelope(null));
    vi.stubGlobal('fetch', fetch);
    const { textarea } = renderEditor('Intro\n');
    textarea.setSelectionRange(6, 6);
    fireEvent.paste(textarea, { clipboardData: { files: [png()], types: ['Files'] } });
    await lastUpload().answer(200, { link: '/api/public/img/abc.png', fileId: 42 });
    fireEvent.change(textarea, {
      target: {
        value: `${textarea.value}\nAgain: ![again](/api/public/img/abc.png "title") and ![other](/x.png)`,
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove figure.png from the server and the text' }));
    await waitFor(() => expect(textarea.value).toBe('Intro\n\nAgain:  and ![other](/x.png)'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/file/delete-md-img?fileId=42');
    expect(screen.queryByRole('region', { name: 'Images uploaded into Description' })).toBeNull();
  });

  it('keeps the image and its reference when the server refuses the removal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, { status: 403, msg: 'Not your image' })),
    );
    const { textarea } = renderEditor();
    fireEvent.paste(textarea, { clipboardData: { files: [png()], types: ['Files'] } });
    await lastUpload().answer(200, { link: '/api/public/img/abc.png', fileId: 42 });
    const remove = screen.getByRole('button', { name: 'Remove figure.png from the server and the text' });
    fireEvent.click(remove);
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toContain('Not your image'));
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    expect(textarea.value).toBe('![figure.png](/api/public/img/abc.png)');
  });
});

describe('removeImageReferences', () => {
  it('removes only image references to that exact link', () => {
    expect(
      removeImageReferences(
        '![a](/img/1.png) ![b]( /img/1.png ) [c](/img/1.png) ![d](/img/1.png?x)',
        '/img/1.png',
      ),
    ).toBe('  [c](/img/1.png) ![d](/img/1.png?x)');
  });
});
