/**
 * The country a browser's language names explicitly ('en-NZ' gives 'NZ'); undefined for a bare
 * language ('en'), which says nothing about where the user is.
 */
export function countryOfLanguage(language: string | undefined): string | undefined {
  if (!language) return undefined;
  try {
    return new Intl.Locale(language).region;
  } catch {
    return undefined;
  }
}
