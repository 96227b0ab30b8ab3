/**
 * What remote displays tell their users (one place for the area's texts). Refusals come with the
 * server's own text (server/realtime/messages.ts), shown as it is.
 */
export const REMOTE_DISPLAY_MESSAGES = {
  unreachable: "The presentation's other displays could not be reached. Check your connection.",
} as const;
