/** The message a thrown error carries, or `fallback` for one without (not an Error, or an empty message). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
