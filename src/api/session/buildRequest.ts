/** Building the generic helper's requests (spec 1 section 7): GET parameters as query, others as JSON. */

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

type QueryValue = string | number | boolean | null | undefined;

function isQueryValue(value: unknown): value is QueryValue {
  return value == null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Missing values are left out and a list repeats its key, so optional filters need no care at call sites. */
export function toQuery(params: unknown): string {
  if (params == null) return '';
  if (typeof params !== 'object' || Array.isArray(params))
    throw new TypeError('GET parameters must be an object');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!isQueryValue(item)) throw new TypeError(`GET parameter ${key} is not a plain value`);
      if (item != null) search.append(key, String(item));
    }
  }
  return search.toString();
}

/** Throws when the request cannot be set up (unserialisable payload, non-plain GET parameters). */
export function buildRequest(
  apiBase: string,
  method: RequestMethod,
  path: string,
  payload?: unknown,
): BuiltRequest {
  const url = `${apiBase}${path}`;
  if (method === 'GET') {
    const query = toQuery(payload);
    const joiner = url.includes('?') ? '&' : '?';
    return {
      url: query ? `${url}${joiner}${query}` : url,
      init: { method, headers: { accept: 'application/json' } },
    };
  }
  if (payload === undefined) return { url, init: { method, headers: { accept: 'application/json' } } };
  const body = JSON.stringify(payload);
  if (body === undefined) throw new TypeError('The payload cannot be sent as JSON');
  return {
    url,
    init: { method, headers: { accept: 'application/json', 'content-type': 'application/json' }, body },
  };
}
