/**
 * JSON text spliced into a GraphQL response as it is. A 50k-node map document is 8.6 MB: reading it as
 * text and splicing it in saves parsing it into objects only to stringify them again for the response.
 */
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

/** A value that is already JSON text (e.g. a json column read as `::text`). */
export class RawJson {
  constructor(readonly text: string) {}
}

// Contexts whose results hold RawJson values: only their results pay for the replacer.
const contextsWithRawJson = new WeakSet<object>();

/** `text` as a field's value, spliced into the response of the request whose context this is. */
export function rawJson(context: object, text: string): RawJson {
  contextsWithRawJson.add(context);
  return new RawJson(text);
}

/** JSON.stringify, with each RawJson value written as its text. */
export function stringifyWithRawJson(value: unknown): string {
  const texts: string[] = [];
  // A fresh nonce per response, so no string in the data can pass for a placeholder.
  const prefix = `rawjson:${randomUUID()}:`;
  const json = JSON.stringify(value, (_key, field: unknown) => {
    if (!(field instanceof RawJson)) return field;
    texts.push(field.text);
    return `${prefix}${texts.length - 1}`;
  });
  if (texts.length === 0) return json;
  return json.replace(
    new RegExp(`"${prefix}(\\d+)"`, 'g'),
    (_match, index: string) => texts[Number(index)] ?? '',
  );
}

/** Writes the results of requests that used `rawJson` with `stringifyWithRawJson` (after graphql-jit's). */
export function rawJsonPlugin(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!contextsWithRawJson.has(args.contextValue as object)) return;
          // yoga writes a result with its `stringify` when it has one (graphql-yoga's result processor).
          if (!(Symbol.asyncIterator in (result as object)))
            Object.assign(result, { stringify: stringifyWithRawJson });
        },
      };
    },
  };
}
