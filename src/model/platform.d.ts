/**
 * The web-platform globals the model may use, and only the parts it uses: each is present wherever the
 * model runs (browsers, web workers, Node >= 20), unlike the DOM. Read by ./tsconfig.json alone; the root
 * tsconfig excludes this file and takes the full declarations from lib.dom and @types/node.
 * A new global belongs here only if all three provide it.
 */

/** WHATWG URL: parsing a link's address (richText/urls.ts, map/mapLink.ts). */
interface URL {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
}
interface URLSearchParams {
  get(name: string): string | null;
}
declare var URL: { prototype: URL; new (url: string, base?: string): URL };

/** UTF-8 encoding: a document's size in bytes (map/userNotes.ts). */
interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { prototype: TextEncoder; new (): TextEncoder };

/** A deep copy of plain data (map/testStoredMaps.ts). */
declare function structuredClone<T>(value: T): T;
