import { http as mswHttp, HttpResponse } from 'msw';
import { setAccessToken, clearAccessToken } from '../api/token-storage';
import { apiUrl, setupApiServer } from '../test-utils/msw';
import { uploadPercent, useUploads } from './use-uploads';
import type { HttpRequest, HttpResponse as TusResponse, UploadOptions } from 'tus-js-client';

/*
 * tus-js-client stands in as a fake Upload that records what the manager gave it and lets each
 * test play the server's side: the creation's answer, progress, success, errors.
 */
interface FakeUpload {
  file: File;
  options: UploadOptions;
  url: string | null;
  started: number;
  aborted: boolean[];
}
const created: FakeUpload[] = [];

jest.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    started = 0;
    aborted: boolean[] = [];
    constructor(
      readonly file: File,
      readonly options: UploadOptions,
    ) {
      created.push(this);
    }
    start() {
      this.started += 1;
    }
    abort(terminate?: boolean) {
      this.aborted.push(terminate ?? false);
      return Promise.resolve();
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
  },
}));

const server = setupApiServer();

const video = (name = 'holiday.mp4', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'video/mp4' });

function fakeRequest(method: string) {
  const headers: Record<string, string> = {};
  const xhr = new XMLHttpRequest();
  const request = {
    getMethod: () => method,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    getUnderlyingObject: () => xhr,
  } as unknown as HttpRequest;
  return { request, headers, xhr };
}

const response = (status: number, body = '', headers: Record<string, string> = {}) =>
  ({
    getStatus: () => status,
    getBody: () => body,
    getHeader: (name: string) => headers[name],
  }) as unknown as TusResponse;

/** Waits for the dynamic import of the transfer module and the Upload it makes. */
async function startedUpload(index: number): Promise<FakeUpload> {
  for (let tries = 0; tries < 50 && !created[index]; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const upload = created[index];
  if (!upload) throw new Error(`No upload ${index} was started`);
  return upload;
}

/** Before the creation answered, starting again first looks for a stored upload (a promise). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const item = (id: string) => useUploads.getState().uploads.find((upload) => upload.id === id);

beforeEach(() => {
  created.length = 0;
  useUploads.setState({ uploads: [] });
  window.localStorage.clear();
  clearAccessToken();
});

describe('useUploads', () => {
  it('starts each file at once as its own upload, signed in as the API client is', async () => {
    setAccessToken('token-1');
    const ids = useUploads.getState().startUploads([video('a.mp4'), video('b.mp4', 2000)]);
    expect(ids).toHaveLength(2);
    expect(useUploads.getState().uploads.map((upload) => [upload.fileName, upload.state])).toEqual([
      ['a.mp4', 'uploading'],
      ['b.mp4', 'uploading'],
    ]);
    const first = await startedUpload(0);
    await startedUpload(1);
    expect(first.started).toBe(1);
    expect(first.options.endpoint).toBe(apiUrl('/uploads'));
    expect(first.options.chunkSize).toBe(8 * 1024 * 1024);
    expect(first.options.metadata).toEqual({ filename: 'a.mp4', filetype: 'video/mp4' });

    const { request, headers, xhr } = fakeRequest('POST');
    await first.options.onBeforeRequest?.(request);
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(xhr.withCredentials).toBe(true);
  });

  it('learns the draft from the creation, follows the progress and ends done', async () => {
    const [id = ''] = useUploads.getState().startUploads([video()]);
    const upload = await startedUpload(0);
    // As the real client does: its own URL is set from Location only after this hook.
    await upload.options.onAfterResponse?.(
      fakeRequest('POST').request,
      response(201, '', { 'Kinora-Video-Id': 'v1', Location: '/api/v1/uploads/abc' }),
    );
    upload.url = 'http://localhost/api/v1/uploads/abc';
    expect(item(id)?.videoId).toBe('v1');
    // Remembered, so a reload can offer to resume it.
    expect(window.localStorage.getItem('kinora.uploads')).toContain('uploads/abc');

    upload.options.onProgress?.(450, 1000);
    expect(item(id)).toMatchObject({ bytesSent: 450, bytesTotal: 1000 });
    const current = item(id);
    expect(current && uploadPercent(current)).toBe(45);

    upload.options.onSuccess?.({ lastResponse: response(204) });
    expect(item(id)?.state).toBe('done');
    expect(window.localStorage.getItem('kinora.uploads')).toBeNull();
  });

  it("shows Kinora's own message when the server refuses the file", async () => {
    const [id = ''] = useUploads.getState().startUploads([video()]);
    const upload = await startedUpload(0);
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalRequest: fakeRequest('POST').request,
      originalResponse: response(415, JSON.stringify({ message: 'That file is not a video.' })),
    });
    upload.options.onError?.(refusal);
    expect(item(id)).toMatchObject({ state: 'error', error: 'That file is not a video.' });
  });

  it('pauses and resumes the same transfer', async () => {
    const [id = ''] = useUploads.getState().startUploads([video()]);
    const upload = await startedUpload(0);
    useUploads.getState().pause(id);
    await flush();
    expect(item(id)?.state).toBe('paused');
    expect(upload.aborted).toEqual([false]);
    useUploads.getState().resume(id);
    await flush();
    expect(item(id)?.state).toBe('uploading');
    await flush();
    expect(upload.started).toBe(2);
  });

  it('waits offline and goes on by itself when the network is back', async () => {
    const [id = ''] = useUploads.getState().startUploads([video()]);
    const upload = await startedUpload(0);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    upload.options.onError?.(new Error('network down'));
    expect(item(id)?.state).toBe('offline');
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(item(id)?.state).toBe('uploading');
    await flush();
    expect(upload.started).toBe(2);
    online.mockRestore();
  });

  it('cancel terminates the upload and deletes its draft', async () => {
    let deleted = '';
    server.use(
      mswHttp.delete(apiUrl('/videos/:videoId'), ({ params }) => {
        deleted = String(params.videoId);
        return HttpResponse.json({
          statusCode: 200,
          data: { videoId: deleted },
          message: 'Success',
          success: true,
        });
      }),
    );
    const [id = ''] = useUploads.getState().startUploads([video()]);
    const upload = await startedUpload(0);
    // As the real client does: its own URL is set from Location only after this hook.
    await upload.options.onAfterResponse?.(
      fakeRequest('POST').request,
      response(201, '', { 'Kinora-Video-Id': 'v9', Location: '/api/v1/uploads/abc' }),
    );
    upload.url = 'http://localhost/api/v1/uploads/abc';
    useUploads.getState().cancel(id);
    await flush();
    expect(item(id)).toBeUndefined();
    expect(upload.aborted).toEqual([true]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deleted).toBe('v9');
  });

  it('asks before the tab closes only while an upload runs', async () => {
    const ask = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(ask()).toBe(false);
    const [id = ''] = useUploads.getState().startUploads([video()]);
    await startedUpload(0);
    expect(ask()).toBe(true);
    useUploads.getState().pause(id);
    await flush();
    expect(ask()).toBe(false);
  });

  it('a reload finds an unfinished upload and resumes it with the same file only', async () => {
    window.localStorage.setItem(
      'kinora.uploads',
      JSON.stringify([
        {
          id: 'old',
          videoId: 'v5',
          fileName: 'trip.mp4',
          bytesTotal: 1000,
          uploadUrl: 'http://localhost/api/v1/uploads/old',
        },
      ]),
    );
    await jest.isolateModulesAsync(async () => {
      // A fresh module reads what the last page left, as a new page load does.
      const fresh = await import('./use-uploads');
      const [found] = fresh.useUploads.getState().uploads;
      expect(found).toMatchObject({ id: 'old', videoId: 'v5', state: 'paused', needsFile: true });
      fresh.useUploads.getState().resume('old', video('other.mp4', 1000));
      await flush();
      expect(fresh.useUploads.getState().uploads[0]?.error).toMatch(/not the same file/);
      fresh.useUploads.getState().resume('old', video('trip.mp4', 1000));
      await flush();
      expect(fresh.useUploads.getState().uploads[0]?.state).toBe('uploading');
    });
    await startedUpload(0);
  });
});
