/**
 * The request bodies the `stripe` package sends: form-encoded with bracketed keys
 * (`line_items[0][price_data][unit_amount]=1999`), read back into the object the caller passed.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][0]` → ['a', 'b', '0']. */
function keyPath(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

function setPath(target: FormObject | FormValue[], path: readonly string[], value: string): void {
  const [key = '', next, ...rest] = path;
  const slot = target as Record<string, FormValue>;
  if (next === undefined) {
    slot[key] = value;
    return;
  }
  // A numeric next key makes a list, as the package writes arrays.
  slot[key] ??= /^\d+$/.test(next) ? [] : {};
  setPath(slot[key] as FormObject | FormValue[], [next, ...rest], value);
}

export function parseStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) setPath(result, keyPath(key), value);
  return result;
}
