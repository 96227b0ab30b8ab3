/**
 * CSRF contract with the server (server/auth/csrf.ts, double submit): the server sets a readable
 * `csrf_token` cookie with the session; every non-GET request must echo its value in the
 * `x-csrf-token` header. Another site can make the browser send the cookie but cannot read it, so it
 * cannot forge the header. Without the cookie (no session yet) no header is sent.
 */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/** The value of cookie `name` in a `document.cookie` string, decoded; undefined when absent. */
export function parseCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Reads the page's cookies; outside a browser there are none. */
export function readDocumentCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookie(document.cookie, name);
}
