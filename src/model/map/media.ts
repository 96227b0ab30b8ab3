/**
 * Media uploaded for a map: what the server accepts and where it serves it. Shared by the server, which
 * enforces it, and the client, which says so before sending a file that would be refused.
 */

/** Images a level's background may be, by the content type sniffed from their bytes. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/**
 * A presentation's video, by the type sniffed from its bytes (file-type's names). An audio-only WebM
 * sniffs as video/webm too: it is kept and played as such.
 */
export const VIDEO_MEDIA_TYPES = ['video/webm', 'video/mp4', 'video/ogg'] as const;

/** A presentation's audio, by the type sniffed from its bytes (file-type's names; Opus in Ogg carries its codec). */
export const AUDIO_MEDIA_TYPES = [
  'audio/mpeg',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/wav',
  'audio/webm',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/flac',
] as const;

export type MediaKind = 'image' | 'video' | 'audio';

/** The largest image accepted (bytes). */
export const IMAGE_MEDIA_MAX_BYTES = 5_000_000;

/** The largest video or audio file accepted unless the server is configured otherwise (MEDIA_MAX_BYTES). */
export const DEFAULT_MEDIA_MAX_BYTES = 200_000_000;

/** A size for people: '200 MB', '1.5 MB', '300 KB'. */
export function formatMediaSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export const MEDIA_MESSAGES = {
  notAnImage: 'The file is not an image (PNG, JPEG, WebP or GIF).',
  notMedia: 'The file is not an image, a video or an audio file.',
  tooLarge: `The image is larger than ${IMAGE_MEDIA_MAX_BYTES / 1_000_000} MB.`,
  mediaTooLarge: (maxBytes: number) => `The file is larger than ${formatMediaSize(maxBytes)}.`,
  empty: 'The file is empty.',
  cutOff: 'The upload stopped before the end of the file.',
  notFound: 'Media not found',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  uploadCancelled: 'The upload was cancelled.',
} as const;

export function isImageMediaType(type: string): type is ImageMediaType {
  return (IMAGE_MEDIA_TYPES as readonly string[]).includes(type);
}

/** Whether an accepted content type is an image, a video or an audio file; null for any other type. */
export function mediaKindOf(type: string): MediaKind | null {
  if (isImageMediaType(type)) return 'image';
  if ((VIDEO_MEDIA_TYPES as readonly string[]).includes(type)) return 'video';
  if ((AUDIO_MEDIA_TYPES as readonly string[]).includes(type)) return 'audio';
  return null;
}

/** The largest file of a kind the server takes, given its limit for video and audio. */
export function mediaMaxBytesOf(kind: MediaKind, mediaMaxBytes: number): number {
  return kind === 'image' ? IMAGE_MEDIA_MAX_BYTES : mediaMaxBytes;
}

/** What a refusal for size says for a kind of file. */
export function tooLargeMessageOf(kind: MediaKind, mediaMaxBytes: number): string {
  return kind === 'image' ? MEDIA_MESSAGES.tooLarge : MEDIA_MESSAGES.mediaTooLarge(mediaMaxBytes);
}

/** Where a map's uploads are sent (POST, the file as the body). */
export function mapMediaUploadPath(mapId: string): string {
  return `/a/maps/${encodeURIComponent(mapId)}/media`;
}

/** Where an upload is served. */
export function mediaPath(mediaId: string): string {
  return `/a/media/${encodeURIComponent(mediaId)}`;
}
