/**
 * Checks an action received from outside (a live-edit client) before anything applies it: a document
 * action a user's edit may be (./traits.ts `UserEditType`), exactly of its type's shape, batches nested at
 * most MAX_BATCH_DEPTH deep. Session actions and inverse-only ones (which skip a user's rules to put
 * state back exactly) are refused wherever they stand. Whether the action fits the map is for
 * `applyAction` to say.
 */
import { z } from 'zod';
import { isRecord } from '../map/read';
import { requiredError } from '../map/schema';
import { formatIssuePath } from '../map/validate';
import { connectionActionSchemas } from './connectionSchemas';
import { INCOMING_ACTION_MESSAGES as MESSAGES } from './messages';
import { nodeActionSchemas } from './nodeSchemas';
import type { ActionSchemas } from './schemaParts';
import { structureActionSchemas } from './structureSchemas';
import { isUserEditType, MAP_ACTION_TYPES, type UserEditType } from './traits';
import type { BatchAction, DocumentAction } from './types';

/** A batch within a batch is counted: a batch holding batches holding actions is 2 deep. */
export const MAX_BATCH_DEPTH = 4;

export type IncomingAction = { ok: true; action: DocumentAction } | { ok: false; error: string };

/** A schema for every type a client may send besides a batch, whose schema depends on its depth. */
const SINGLE_ACTION_SCHEMAS = {
  ...nodeActionSchemas,
  ...connectionActionSchemas,
  ...structureActionSchemas,
} satisfies ActionSchemas<Exclude<UserEditType, 'batch'>>;

/** Marks the issue of a type a client may not send, so it is reported as that rather than as malformed. */
const NOT_SENDABLE = 'notSendable';

/**
 * An action of one of these types, always refused with `problem`. Its output is never, so it adds
 * nothing to the union's type; being in the union, it is refused with its own message, not as unknown.
 */
function refused(types: readonly string[], problem: (type: string) => string, params?: Record<string, true>) {
  return z
    .looseObject({ type: z.literal(types) })
    .refine(() => false, { error: (issue) => problem(String(typeOfInput(issue.input))), params })
    .pipe(z.never());
}

function typeOfInput(input: unknown): unknown {
  return isRecord(input) ? input.type : undefined;
}

const notSendable = refused(
  MAP_ACTION_TYPES.filter((type) => !isUserEditType(type)),
  (type) => type,
  { [NOT_SENDABLE]: true },
);
const tooDeepBatch = refused(['batch'], () => MESSAGES.batchTooDeep(MAX_BATCH_DEPTH));

/** The schema of an action `depth` batches down (0: the action received). */
function actionSchemaAt(depth: number): z.ZodType<DocumentAction> {
  const batch =
    depth < MAX_BATCH_DEPTH
      ? (z.strictObject({
          type: z.literal('batch'),
          actions: z.array(actionSchemaAt(depth + 1)),
        }) satisfies z.ZodType<BatchAction>)
      : tooDeepBatch;
  return z.discriminatedUnion('type', [batch, notSendable, ...Object.values(SINGLE_ACTION_SCHEMAS)], {
    // The only union issue of a discriminated union: no option has the input's type.
    error: (issue) =>
      issue.code === 'invalid_union' ? MESSAGES.unknownType(typeOfInput(issue.input)) : undefined,
  });
}

const incomingActionSchema = actionSchemaAt(0);

/**
 * The action, as a fresh copy holding only what its type allows, or why it is refused: a type it may not
 * send first, else the first problem found.
 */
export function parseIncomingAction(raw: unknown): IncomingAction {
  // A missing field reads 'is required', as in a stored map's errors.
  const parsed = incomingActionSchema.safeParse(raw, { error: requiredError });
  if (parsed.success) return { ok: true, action: parsed.data };
  const { issues } = parsed.error;
  // A failed parse has at least one issue.
  return { ok: false, error: describe(issues.find(isNotSendable) ?? (issues[0] as z.core.$ZodIssue)) };
}

function isNotSendable(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.[NOT_SENDABLE] === true;
}

function describe(issue: z.core.$ZodIssue): string {
  const at = issue.path.length === 0 ? null : formatIssuePath(issue.path);
  if (isNotSendable(issue)) return MESSAGES.notSendable(issue.message, at);
  return MESSAGES.malformed(at ?? MESSAGES.root, issue.message);
}
