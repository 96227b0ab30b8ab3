/**
 * Uploads for a map kept on the server (`POST /a/maps/:mapId/media`, see `src/model/map/media.ts`): a
 * file checked here first, so a user hears at once what the server would refuse, then sent as it is.
 */
import {
  IMAGE_MEDIA_MAX_BYTES,
  isImageMediaType,
  MEDIA_MESSAGES,
  mapMediaUploadPath,
  mediaPath,
} from '../model/map/media';
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
