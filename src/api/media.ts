/**
 * Uploads for a map kept on the server (`POST /a/maps/:mapId/media`, see `src/model/map/media.ts`): a
 * file checked here first, so a user hears at once what the server would refuse, then sent as it is.
 * Images go through `fetch`; a presentation's video or audio through `XMLHttpRequest`, the one browser
 * API that reports upload progress.
 */
import {
  IMAGE_MEDIA_MAX_BYTES,
  isImageMediaType,
  MEDIA_MESSAGES,
  type MediaKind,
  mapMediaUploadPath,
  mediaKindOf,
  mediaPath,
} from '../model/map/media';
import { CSRF_COOKIE, CSRF_HEADER, readDocumentCookie } from './session/cookies';
import type { SessionManager } from './session/SessionManager';

/** What the editor needs to give a map an image: the address it is served at, or the reason it was not taken. */
export interface MapMedia {
  uploadImage(file: Blob): Promise<{ ok: true; url: string } | { ok: false; error: string }>;
}

export const MEDIA_UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** The reason a file cannot be an image upload, or null when it may be sent. */
export function imageRefusalOf(file: Pick<Blob, 'size' | 'type'>): string | null {
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > IMAGE_MEDIA_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  // A file the browser could not type is sent: the server judges it by its bytes.
  if (file.type !== '' && !isImageMediaType(file.type)) return MEDIA_MESSAGES.notAnImage;
  return null;
}

export function serverMapMedia(session: Pick<SessionManager, 'authedFetch'>, mapId: string): MapMedia {
  return {
    async uploadImage(file) {
      const refusal = imageRefusalOf(file);
      if (refusal) return { ok: false, error: refusal };
      let response: Response;
      try {
        response = await session.authedFetch(mapMediaUploadPath(mapId), {
          method: 'POST',
          headers: { 'content-type': file.type || 'application/octet-stream' },
          body: file,
        });
      } catch {
        return { ok: false, error: MEDIA_UPLOAD_FAILED };
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; error?: unknown } | null;
      if (response.ok && typeof body?.id === 'string') return { ok: true, url: mediaPath(body.id) };
      return { ok: false, error: typeof body?.error === 'string' ? body.error : MEDIA_UPLOAD_FAILED };
    },
  };
}

/** A stored upload: what the server answered, its kind, and the address to play or show it at. */
export interface UploadedMedia {
  id: string;
  contentType: string;
  byteSize: number;
  /** Null only for a type this client does not know (a newer server's). */
  kind: MediaKind | null;
  url: string;
}

/** An upload that did not store the file: the message to show, and the server's status if it answered. */
export class MediaUploadError extends Error {
  override name = 'MediaUploadError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface MediaUploadOptions {
  /** Called as the bytes go out, with the bytes sent and the total. */
  onProgress?: (progress: { sent: number; total: number }) => void;
  /** Aborting cancels the upload (MediaUploadError with `uploadCancelled`). */
  signal?: AbortSignal;
  /** Waits for a usable session first, and refreshes it and sends again once after a 401, as `authedFetch` does. */
  session?: Pick<SessionManager, 'ready' | 'tokenGeneration' | 'handleUnauthorised'>;
  /** Where the CSRF cookie is read (the document's by default). */
  readCookie?: (name: string) => string | undefined;
  /** Makes the request (tests give their own). */
  createRequest?: () => XMLHttpRequest;
}

/** The reason a file cannot be a media upload here, or null when it may be sent (the server judges the rest). */
export function mediaRefusalOf(file: Pick<Blob, 'size' | 'type'>): string | null {
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  // Only an image's limit is known here; video and audio have the server's own (MEDIA_MAX_BYTES).
  if (file.type.startsWith('image/')) return imageRefusalOf(file);
  return null;
}

/**
 * Uploads an image, a video or an audio file for a map, reporting progress; resolves with the stored
 * medium and its address, rejects with a MediaUploadError carrying the message to show.
 */
export async function uploadMapMedia(
  mapId: string,
  file: Blob,
  options: MediaUploadOptions = {},
): Promise<UploadedMedia> {
  const refusal = mediaRefusalOf(file);
  if (refusal) throw new MediaUploadError(refusal, null);
  const { session } = options;
  await session?.ready();
  const sentWith = session?.tokenGeneration ?? 0;
  let answer = await sendMedia(mapId, file, options);
  if (answer.status === 401 && session) {
    await session.handleUnauthorised(sentWith);
    answer = await sendMedia(mapId, file, options);
  }
  const body = answer.body as {
    id?: unknown;
    contentType?: unknown;
    byteSize?: unknown;
    error?: unknown;
  } | null;
  if (answer.status === 201 && typeof body?.id === 'string' && typeof body.contentType === 'string') {
    const byteSize = typeof body.byteSize === 'number' ? body.byteSize : file.size;
    const { id, contentType } = body;
    return { id, contentType, byteSize, kind: mediaKindOf(contentType), url: mediaPath(id) };
  }
  const error = typeof body?.error === 'string' ? body.error : MEDIA_MESSAGES.uploadFailed;
  throw new MediaUploadError(error, answer.status);
}

/** The server takes image, video, audio and octet-stream bodies: any other type the browser gave is left out. */
function contentTypeOf(file: Blob): string {
  return /^(image|video|audio)\//.test(file.type) ? file.type : 'application/octet-stream';
}

/** One request: the file as the body, with the cookies and the CSRF header every write carries. */
function sendMedia(
  mapId: string,
  file: Blob,
  options: MediaUploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaUploadError(MEDIA_MESSAGES.uploadCancelled, null));
      return;
    }
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    request.open('POST', mapMediaUploadPath(mapId));
    request.withCredentials = true;
    request.setRequestHeader('content-type', contentTypeOf(file));
    const token = (options.readCookie ?? readDocumentCookie)(CSRF_COOKIE);
    if (token) request.setRequestHeader(CSRF_HEADER, token);
    const abort = () => request.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', abort);
    request.upload.onprogress = (event) =>
      options.onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => {
      settle();
      resolve({ status: request.status, body: parseJson(request.responseText) });
    };
    request.onerror = () => {
      settle();
      reject(new MediaUploadError(MEDIA_MESSAGES.uploadFailed, null));
    };
    request.onabort = () => {
      settle();
      reject(new MediaUploadError(MEDIA_MESSAGES.uploadCancelled, null));
    };
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
