/**
 * The keys a node is named by. Case, whitespace and punctuation are ignored (spec 3 section 5.3 ignores
 * whitespace and case; a learner typing "co-operation" or "Newton's law" without the marks means the
 * same). A parenthesised part is optional, and also a name of its own: "Water (H2O)" is named by
 * "water (h2o)", "water" and "h2o".
 */
const PARENTHESISED = /\(([^()]*)\)/g;
const IGNORED = /[\s\p{P}]/gu;

/** The text as compared: NFC, lower case, without whitespace or punctuation. */
export function recallKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(IGNORED, '');
}

/** Every key of a title, the whole title's first; none for a blank title. */
export function recallKeysOf(title: string): string[] {
  const keys = new Set<string>();
  const add = (key: string, minLength = 1) => {
    if (key.length >= minLength) keys.add(key);
  };
  add(recallKey(title));
  add(recallKey(title.replace(PARENTHESISED, ' ')));
  for (const [, inner = ''] of title.matchAll(PARENTHESISED)) add(recallKey(inner), 2);
  return [...keys];
}
