/**
 * Media uploaded for a map: what the server accepts and where it serves it. Shared by the server, which
 * enforces it, and the client, which says so before sending a file that would be refused.
 */

/** Images a level's background may be, by the content type sniffed from their bytes. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/** The largest image accepted (bytes). */
export const IMAGE_MEDIA_MAX_BYTES = 5_000_000;

export const MEDIA_MESSAGES = {
  notAnImage: 'The file is not an image (PNG, JPEG, WebP or GIF).',
  tooLarge: `The image is larger than ${IMAGE_MEDIA_MAX_BYTES / 1_000_000} MB.`,
  empty: 'The file is empty.',
  notFound: 'Media not found',
} as const;

export function isImageMediaType(type: string): type is ImageMediaType {
  return (IMAGE_MEDIA_TYPES as readonly string[]).includes(type);
}

/** Where a map's uploads are sent (POST, the file as the body). */
export function mapMediaUploadPath(mapId: string): string {
  return `/a/maps/${encodeURIComponent(mapId)}/media`;
}

/** Where an upload is served. */
export function mediaPath(mediaId: string): string {
  return `/a/media/${encodeURIComponent(mediaId)}`;
}
