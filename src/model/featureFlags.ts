/** Feature flags (spec 1 section 3). `google-measurement-id` carries a string, the others a switch. */
export const FEATURE_FLAG_NAMES = [
  'google-login',
  'facebook-login',
  'create-account',
  'school-login',
  'secure-media',
  'google-measurement-id',
  'live-sessions',
  'help-url',
  'tutorials-url',
  'release-notes-url',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlagValue = boolean | string;
export type FeatureFlag = { name: FeatureFlagName; value: FeatureFlagValue };
export type FeatureFlags = Record<FeatureFlagName, FeatureFlagValue>;

/** The help summary shipped with the app (public/help.html): Help and FAQ's address until one is configured. */
export const SHIPPED_HELP_PATH = '/app/help.html';

/**
 * What a fresh install offers: password sign-up and live sessions on, third-party logins off, help from
 * the shipped summary, and no video tutorials or release notes until an operator names their addresses.
 */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  'google-login': false,
  'facebook-login': false,
  'create-account': true,
  'school-login': false,
  'secure-media': false,
  'google-measurement-id': '',
  'live-sessions': true,
  'help-url': SHIPPED_HELP_PATH,
  'tutorials-url': '',
  'release-notes-url': '',
};

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name);
}

/**
 * An address flag's value when it is one a link may open: an http(s) address or a path of this site;
 * anything else (a typo, `javascript:`) counts as unset.
 */
export function linkFlag(
  flags: FeatureFlags,
  name: 'help-url' | 'tutorials-url' | 'release-notes-url',
): string | null {
  const value = flags[name];
  if (typeof value !== 'string') return null;
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value) ? value : null;
}

/** The wire form of `GET /a/feature/flags`: a list of `{ name, value }`. */
export function toFlagList(flags: FeatureFlags): FeatureFlag[] {
  return FEATURE_FLAG_NAMES.map((name) => ({ name, value: flags[name] }));
}

/** Reads a flag list from the wire, ignoring unknown names and keeping defaults for missing ones. */
export function fromFlagList(list: readonly { name: string; value: unknown }[]): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const { name, value } of list) {
    if (isFeatureFlagName(name) && (typeof value === 'boolean' || typeof value === 'string'))
      flags[name] = value;
  }
  return flags;
}

/** A flag counts as on when it is `true` or a non-empty string. */
export function isFlagOn(flags: FeatureFlags, name: FeatureFlagName): boolean {
  const value = flags[name];
  return value === true || (typeof value === 'string' && value.length > 0);
}
