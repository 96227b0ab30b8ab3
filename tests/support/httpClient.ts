import { obtainHumanCheckToken } from '../../src/api/humanCheck';

interface StoredCookie {
  value: string;
  path: string;
  attributes: string;
}

/**
 * A client that behaves like a browser for our API: keeps cookies (by path, dropping expired ones)
 * and echoes the CSRF cookie in the `x-csrf-token` header on writes.
 */
export class HttpClient {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  /** `fetch` for this client's cookies: the shape SessionManager and Apollo's HttpLink take. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), this.baseUrl);
    const method = (init.method ?? 'GET').toUpperCase();
    const cookieHeader = this.cookieHeader(url.pathname);
    const csrf = this.cookies.get('csrf_token')?.value;
    const headers = new Headers(init.headers);
    if (cookieHeader) headers.set('cookie', cookieHeader);
    if (csrf && method !== 'GET' && !headers.has('x-csrf-token')) headers.set('x-csrf-token', csrf);
    this.calls.push(`${method} ${url.pathname}`);
    const response = await fetch(url, { ...init, method, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  };

  /** Every call made through `fetch`, as 'METHOD /path'. */
  readonly calls: string[] = [];

  request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, body);
    return { status: response.status, body: (await response.json()) as T };
  }

  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    return this.json<{ data: T | null; errors?: { message: string; extensions: { code?: string } }[] }>(
      'POST',
      '/graphql',
      { query, variables },
    );
  }

  /** A solved human-check token, made by the app's own client code. */
  humanCheckToken(): Promise<string> {
    return obtainHumanCheckToken(this.fetch as typeof fetch);
  }

  /** The `cookie` header a browser sends to this path, e.g. on a websocket upgrade ('' for none). */
  cookieHeader(pathname: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** The raw Set-Cookie attributes of a cookie, e.g. to check HttpOnly and SameSite. */
  attributesOf(name: string): string | undefined {
    return this.cookies.get(name)?.attributes;
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
    const expires = attribute('Expires');
    const maxAge = attribute('Max-Age');
    const expired =
      value === '' || maxAge === '0' || (expires !== undefined && new Date(expires).getTime() <= Date.now());
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('Path') ?? '/', attributes: attributes.join('; ') });
  }
}

/** Server settings for tests: an easy human check (still verified) and the dev outbox. */
export const TEST_AUTH_ENV = { HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_NUMBER: '8', DEV_OUTBOX: '1' };
