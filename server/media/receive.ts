/**
 * Receives an upload's body as a stream, never whole in memory: its first bytes say what it is (and so
 * which limit it has), and the bytes go to a temporary file as they come. The database is written only
 * once the whole file is in and accepted (`store.ts`), so a slow upload holds no database connection
 * (the embedded database has only one) and an aborted or refused one leaves nothing there.
 */
import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  type MediaKind,
  mediaKindOf,
  mediaMaxBytesOf,
  tooLargeMessageOf,
} from '../../src/model/map/media.ts';
import { AppError, badInput, payloadTooLarge } from '../errors.ts';

/** Bytes read before the type is judged: enough for every accepted type's signature (file-type wants 4100). */
export const SNIFF_BYTES = 64 * 1024;

export interface UploadOptions {
  /** The request's Content-Type: an image type asks for an image, and only an image is taken. */
  claimedType: string;
  /** The request's Content-Length, when it has one: refused at once when it is over the limit. */
  declaredLength: number | undefined;
  /** The limit of video and audio (MEDIA_MAX_BYTES). */
  mediaMaxBytes: number;
}

/** An accepted upload, waiting in a temporary file; `discard` removes the file. */
export interface ReceivedUpload {
  file: string;
  contentType: string;
  kind: MediaKind;
  byteSize: number;
  discard(): Promise<void>;
}

interface Judged {
  contentType: string;
  kind: MediaKind;
  maxBytes: number;
}

/** Reads `body` into a temporary file; refuses (and drains the rest of the body) what is not taken. */
export async function receiveUpload(body: Readable, options: UploadOptions): Promise<ReceivedUpload> {
  const file = path.join(tmpdir(), `study-maps-upload-${randomUUID()}`);
  const handle = await open(file, 'wx', 0o600);
  const discard = () => rm(file, { force: true });
  try {
    refuseDeclaredLength(options);
    let received = 0;
    let head: Buffer[] = [];
    let judged: Judged | undefined;
    // Not destroyed on a refusal: the rest of the body is drained so the client reads the answer.
    for await (const piece of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += piece.byteLength;
      if (!judged) {
        head.push(piece);
        if (received < SNIFF_BYTES) continue;
        judged = await judge(Buffer.concat(head), options);
      }
      if (received > judged.maxBytes)
        throw payloadTooLarge(tooLargeMessageOf(judged.kind, options.mediaMaxBytes));
      await handle.write(head.length > 0 ? Buffer.concat(head) : piece);
      head = [];
    }
    if (received === 0) throw badInput(MEDIA_MESSAGES.empty);
    if (!judged) {
      judged = await judge(Buffer.concat(head), options);
      await handle.write(Buffer.concat(head));
    }
    await handle.close();
    return { file, contentType: judged.contentType, kind: judged.kind, byteSize: received, discard };
  } catch (error) {
    body.resume();
    await handle.close().catch(() => {});
    await discard();
    // A sender that went away halfway is the sender's doing, not the server's.
    if (!(error instanceof AppError) && body.readableAborted) throw badInput(MEDIA_MESSAGES.cutOff);
    throw error;
  }
}

/** A Content-Length over every limit the request could still meet is refused before reading. */
function refuseDeclaredLength({ claimedType, declaredLength, mediaMaxBytes }: UploadOptions): void {
  if (declaredLength === undefined) return;
  const imageOnly = asksForImage(claimedType);
  const largest = imageOnly ? IMAGE_MEDIA_MAX_BYTES : Math.max(IMAGE_MEDIA_MAX_BYTES, mediaMaxBytes);
  if (declaredLength > largest)
    throw payloadTooLarge(tooLargeMessageOf(imageOnly ? 'image' : 'video', mediaMaxBytes));
}

/** What the first bytes are, and their limit; refuses a type that is not taken, or a known length over it. */
async function judge(head: Buffer, options: UploadOptions): Promise<Judged> {
  const sniffed = await fileTypeFromBuffer(head);
  const kind = sniffed ? mediaKindOf(sniffed.mime) : null;
  const imageOnly = asksForImage(options.claimedType);
  if (!sniffed || !kind || (imageOnly && kind !== 'image'))
    throw badInput(imageOnly ? MEDIA_MESSAGES.notAnImage : MEDIA_MESSAGES.notMedia);
  const maxBytes = mediaMaxBytesOf(kind, options.mediaMaxBytes);
  if (options.declaredLength !== undefined && options.declaredLength > maxBytes)
    throw payloadTooLarge(tooLargeMessageOf(kind, options.mediaMaxBytes));
  return { contentType: sniffed.mime, kind, maxBytes };
}

function asksForImage(claimedType: string): boolean {
  return claimedType.trim().toLowerCase().startsWith('image/');
}
