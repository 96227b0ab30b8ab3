/**
 * Browser support (spec 1 section 1): Internet Explorer is unsupported, Edge is partly supported
 * (the legacy EdgeHTML Edge; Chromium Edge is a Chromium browser), every other browser is fully supported.
 */
export type BrowserSupport = 'unsupported' | 'partial' | 'full';

export function browserSupport(userAgent: string): BrowserSupport {
  if (/MSIE |Trident\//.test(userAgent)) return 'unsupported';
  if (/Edge\/\d/.test(userAgent)) return 'partial';
  return 'full';
}

/** The browsers the unsupported-browser screen recommends, Chrome first. */
export const RECOMMENDED_BROWSERS = ['Chrome', 'Firefox', 'Safari'] as const;
