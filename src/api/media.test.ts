import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '../model/map/media';
import { imageRefusalOf, uploadMapMedia } from './media';

describe('imageRefusalOf', () => {
  it('lets an image of the accepted types and sizes go, and one the browser could not type', () => {
    expect(imageRefusalOf({ size: 1000, type: 'image/png' })).toBeNull();
    expect(imageRefusalOf({ size: IMAGE_MEDIA_MAX_BYTES, type: 'image/webp' })).toBeNull();
    expect(imageRefusalOf({ size: 1000, type: '' })).toBeNull();
  });

  it('says why an empty, too large or other file is not sent', () => {
    expect(imageRefusalOf({ size: 0, type: 'image/png' })).toBe(MEDIA_MESSAGES.empty);
    expect(imageRefusalOf({ size: IMAGE_MEDIA_MAX_BYTES + 1, type: 'image/png' })).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
    expect(imageRefusalOf({ size: 1000, type: 'image/svg+xml' })).toBe(MEDIA_MESSAGES.notAnImage);
    expect(imageRefusalOf({ size: 1000, type: 'application/pdf' })).toBe(MEDIA_MESSAGES.notAnImage);
  });
});

/** Stands in for XMLHttpRequest: records what is sent, and answers when the test says so. */
class FakeRequest {
  static made: FakeRequest[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const createRequest = () => new FakeRequest() as unknown as XMLHttpRequest;
const lastRequest = () => FakeRequest.made.at(-1) as FakeRequest;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadMapMedia', () => {
  const video = new Blob([new Uint8Array(3000)], { type: 'video/webm' });

  it('posts the file with the CSRF header, reports progress and resolves with the medium and its address', async () => {
    const progress: { sent: number; total: number }[] = [];
    const upload = uploadMapMedia('map 1', video, {
      createRequest,
      readCookie: (name) => (name === 'csrf_token' ? 'csrf-value' : undefined),
      onProgress: (step) => progress.push(step),
    });
    await settled();
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/a/maps/map%201/media', withCredentials: true });
    expect(request.headers).toEqual({ 'content-type': 'video/webm', 'x-csrf-token': 'csrf-value' });
    expect(request.body).toBe(video);
    request.upload.onprogress?.({ loaded: 1000, total: 3000, lengthComputable: true });
    request.upload.onprogress?.({ loaded: 3000, total: 3000, lengthComputable: true });
    request.answer(201, { id: 'M1', contentType: 'video/webm', byteSize: 3000 });
    expect(await upload).toEqual({
      id: 'M1',
      contentType: 'video/webm',
      byteSize: 3000,
      kind: 'video',
      url: '/a/media/M1',
    });
    expect(progress).toEqual([
      { sent: 1000, total: 3000 },
      { sent: 3000, total: 3000 },
    ]);
  });

  it("rejects with the server's message, and refuses an empty file without sending", async () => {
    const upload = uploadMapMedia('m', new Blob(['x'], { type: 'text/plain' }), { createRequest });
    await settled();
    expect(lastRequest().headers['content-type']).toBe('application/octet-stream');
    lastRequest().answer(400, { success: false, error: MEDIA_MESSAGES.notMedia });
    await expect(upload).rejects.toMatchObject({ message: MEDIA_MESSAGES.notMedia, status: 400 });
    const sent = FakeRequest.made.length;
    await expect(uploadMapMedia('m', new Blob([]), { createRequest })).rejects.toThrow(MEDIA_MESSAGES.empty);
    expect(FakeRequest.made).toHaveLength(sent);
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    const upload = uploadMapMedia('m', video, { createRequest, signal: controller.signal });
    await settled();
    controller.abort();
    await expect(upload).rejects.toThrow(MEDIA_MESSAGES.uploadCancelled);
    expect(lastRequest().aborted).toBe(true);
  });

  it('refreshes the session after a 401 and sends the file again once', async () => {
    const session = {
      tokenGeneration: 4,
      ready: vi.fn(async () => {}),
      handleUnauthorised: vi.fn(async (_sentWith: number) => {}),
    };
    const upload = uploadMapMedia('m', video, { createRequest, session });
    await settled();
    lastRequest().answer(401, { success: false, error: 'Unauthenticated Access. Please login again.' });
    await settled();
    expect(session.handleUnauthorised).toHaveBeenCalledWith(4);
    lastRequest().answer(201, { id: 'M2', contentType: 'audio/wav', byteSize: 3000 });
    expect(await upload).toMatchObject({ id: 'M2', kind: 'audio' });
  });
});
