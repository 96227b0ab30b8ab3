/**
 * Lenient readers for untrusted input: each returns a well-typed value, falling back to a default
 * when the input is missing or of the wrong type. Loading uses them; validation reports what they hide.
 */
import type { Position } from './bounds';

export type UnknownRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** A non-empty string, or undefined. */
export function readId(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function readNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function readOptionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function readInteger(value: unknown): number | undefined {
  return Number.isSafeInteger(value) ? (value as number) : undefined;
}

export function readBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function readOneOf<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function readOptionalOneOf<T>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

export function readList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function readRecords(value: unknown): UnknownRecord[] {
  return readList(value).filter(isRecord);
}

export function readStrings(value: unknown): string[] {
  return readList(value).filter((item): item is string => typeof item === 'string');
}

export function readIntegers(value: unknown): number[] {
  return readList(value).filter((item): item is number => Number.isSafeInteger(item));
}

export function isPosition(value: unknown): value is Position {
  return isRecord(value) && Number.isFinite(value.x) && Number.isFinite(value.y);
}

export function readPosition(value: unknown, fallback: Position): Position {
  return isPosition(value) ? { x: value.x, y: value.y } : { ...fallback };
}

/**
 * Sets `target[key]` when the value is defined: keeps absent optional fields absent. For loaders of many
 * entities, where a spread of `optional(...)` per field would make an object per field to collect.
 */
export function assignDefined<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: T[K] | undefined,
): void {
  if (value !== undefined) target[key] = value;
}

/** `{ [key]: value }` when the value is defined, else `{}`: keeps absent optional fields absent. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
