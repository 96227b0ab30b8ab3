/**
 * jsonb values are written as their JSON text. Passing objects straight to `pg` would turn arrays into
 * PostgreSQL arrays, so every jsonb write goes through here.
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
