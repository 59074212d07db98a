/**
 * Enough of XMLHttpRequest for the API client's uploads (which use it because fetch cannot
 * report upload progress): it records every request, and either answers on its own with
 * `FakeUpload.answer` (after reporting a quarter, then all of the bytes) or waits for the test
 * to call `progress` and `respond`. Install with `vi.stubGlobal('XMLHttpRequest', FakeUpload)`.
 */
export class FakeUpload {
  static all: FakeUpload[] = [];
  /** Set to answer every upload at once; null leaves the answer to the test. */
  static answer: { status: number; body: string; headers?: string } | null = null;

  static get last(): FakeUpload | null {
    return FakeUpload.all.at(-1) ?? null;
  }

  static reset() {
    FakeUpload.all = [];
    FakeUpload.answer = null;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeUpload.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return FakeUpload.answer?.headers ?? 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.sent = body;
    const answer = FakeUpload.answer;
    if (!answer) return;
    this.progress(50, 200);
    this.progress(200, 200);
    queueMicrotask(() => this.respond(answer.status, answer.body));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}
