/** Addresses in rich text: links, images and embedded videos. */

/** Spec 3 section 5.4: a URL not starting with http gets http:// prepended. */
export function normaliseLink(url: string): string {
  const trimmed = url.trim();
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** The URL when it is an http(s) address, else null (no javascript:, data: or file: addresses). */
function httpUrl(address: string): URL | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** An image address the content may show: http(s), or an inline data image. */
export function imageSource(address: string): string | null {
  const trimmed = address.trim();
  if (/^data:image\/(png|jpeg|gif|webp);base64,/i.test(trimmed)) return trimmed;
  return httpUrl(trimmed)?.href ?? null;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

/**
 * The address to embed in a video frame, or null when it is not an http(s) address. YouTube and Vimeo
 * page addresses become their embed form; other http(s) addresses are embedded as they are.
 */
export function videoEmbedSource(address: string): string | null {
  const url = httpUrl(address);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const firstSegment = url.pathname.split('/').filter(Boolean)[0] ?? '';
  if (host === 'youtube.com' && url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    if (YOUTUBE_ID.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  if (host === 'youtu.be' && YOUTUBE_ID.test(firstSegment))
    return `https://www.youtube.com/embed/${firstSegment}`;
  if (host === 'vimeo.com' && VIMEO_ID.test(firstSegment))
    return `https://player.vimeo.com/video/${firstSegment}`;
  return url.href;
}
