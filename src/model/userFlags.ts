/**
 * User flags (spec 1 section 3 "User", spec 2 section 1): what a user has been shown or has finished, kept
 * with the account so it follows them from browser to browser. The tutorial flags are the spec's; the
 * Getting Started dialog's is ours (the spec shows it once, and once per user is what a user expects).
 */
export const USER_FLAGS = [
  'ShownPresentationCreationIntro',
  'ShownNewMapInteractive',
  'ToolbarInteractive',
  'ShownContentEditorInteractive',
  'ShownGettingStarted',
] as const;

export type UserFlag = (typeof USER_FLAGS)[number];

export function hasFlag(user: { flags?: readonly string[] } | null | undefined, flag: UserFlag): boolean {
  return user?.flags?.includes(flag) ?? false;
}
