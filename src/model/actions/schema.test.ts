import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRENGTH_MAX, STRENGTH_MIN } from '../map/constants';
import { paragraph } from '../richText/document';
import { applyAction } from './apply';
import { INCOMING_ACTION_MESSAGES as MESSAGES } from './messages';
import { MAX_BATCH_DEPTH, parseIncomingAction } from './schema';
import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_SIZE } from './schemaParts';
import { incomingTestMap, inverseOf, NOT_SENDABLE_EXAMPLES, USER_EDIT_EXAMPLES } from './testIncomingActions';
import { arbitraryMapAndAction, makeConnection } from './testMaps';
import { ACTION_TRAITS, isUserAction, MAP_ACTION_TYPES, USER_EDIT_TYPES } from './traits';
import type { DocumentAction } from './types';

/** What a client's websocket message carries: the action through JSON. */
const overTheWire = (action: unknown): unknown => JSON.parse(JSON.stringify(action));

function expectAccepted(action: DocumentAction): void {
  const sent = overTheWire(action);
  expect(parseIncomingAction(sent)).toEqual({ ok: true, action: sent });
}

function errorOf(raw: unknown): string | undefined {
  const result = parseIncomingAction(raw);
  return result.ok ? undefined : result.error;
}

const title = (nodeId = 'a'): DocumentAction => ({ type: 'setNodeTitle', nodeId, title: 'Claim' });

function nested(depth: number): unknown {
  return depth === 0 ? title() : { type: 'batch', actions: [title(), nested(depth - 1)] };
}

describe('parseIncomingAction: the types a client may send', () => {
  it('has an example for exactly the document types that are not inverse-only', () => {
    const expected = MAP_ACTION_TYPES.filter(
      (type) => ACTION_TRAITS[type].scope === 'document' && !ACTION_TRAITS[type].inverseOnly,
    );
    expect([...USER_EDIT_TYPES].sort()).toEqual([...expected].sort());
    expect(Object.keys(USER_EDIT_EXAMPLES).sort()).toEqual([...expected].sort());
    expect(Object.keys(NOT_SENDABLE_EXAMPLES).sort()).toEqual(
      MAP_ACTION_TYPES.filter((type) => !expected.includes(type)).sort(),
    );
  });

  it.each(Object.values(USER_EDIT_EXAMPLES))('accepts a real $type, which applies', (action) => {
    expect(applyAction(incomingTestMap, action).ok).toBe(true);
    expectAccepted(action);
  });

  it.each(Object.values(USER_EDIT_EXAMPLES))(
    'accepts the inverse of $type unless it is inverse-only',
    (action) => {
      const inverse = inverseOf(action);
      if (isUserAction(inverse)) expectAccepted(inverse);
      else expect(errorOf(overTheWire(inverse))).toMatch(/^This change cannot be sent to a live session: /);
    },
  );

  it('gives back a copy, not the object received', () => {
    const sent = overTheWire(USER_EDIT_EXAMPLES.createNode);
    const result = parseIncomingAction(sent);
    expect(result.ok && result.action).not.toBe(sent);
  });
});

describe('parseIncomingAction: refused types', () => {
  it.each(Object.values(NOT_SENDABLE_EXAMPLES))(
    'refuses $type, a session or inverse-only action',
    (action) => {
      expect(errorOf(overTheWire(action))).toBe(MESSAGES.notSendable(action.type, null));
    },
  );

  it('refuses them inside a batch, however deep, saying where', () => {
    const { restoreNodes, setSelection } = NOT_SENDABLE_EXAMPLES;
    expect(errorOf(overTheWire({ type: 'batch', actions: [title(), restoreNodes] }))).toBe(
      MESSAGES.notSendable('restoreNodes', 'actions[1]'),
    );
    const deep = { type: 'batch', actions: [{ type: 'batch', actions: [setSelection] }] };
    expect(errorOf(deep)).toBe(MESSAGES.notSendable('setSelection', 'actions[0].actions[0]'));
  });

  it('names a refused type before any other problem', () => {
    const batch = {
      type: 'batch',
      actions: [{ type: 'setNodeTitle' }, NOT_SENDABLE_EXAMPLES.setNodePositions],
    };
    expect(errorOf(overTheWire(batch))).toBe(MESSAGES.notSendable('setNodePositions', 'actions[1]'));
  });

  it('refuses an unknown or missing type', () => {
    expect(errorOf({ type: 'dropTables' })).toBe(
      MESSAGES.malformed('type', MESSAGES.unknownType('dropTables')),
    );
    expect(errorOf({ type: 7 })).toBe(MESSAGES.malformed('type', MESSAGES.unknownType(7)));
    expect(errorOf({ nodeId: 'a' })).toBe(MESSAGES.malformed('type', 'is required'));
    expect(errorOf({ type: 'toString' })).toBe(MESSAGES.malformed('type', MESSAGES.unknownType('toString')));
  });

  it('refuses what is not an object', () => {
    for (const raw of ['setNodeTitle', 42, null, [title()], true])
      expect(errorOf(raw)).toMatch(/^The change is malformed: action: .*expected object/);
    expect(errorOf(undefined)).toBe(MESSAGES.malformed('action', 'is required'));
  });
});

describe('parseIncomingAction: malformed actions', () => {
  const strength = (value: unknown) => ({ type: 'setNodeStrength', nodeId: 'a', strength: value });

  it.each([
    ['a missing field', { type: 'setNodeTitle', nodeId: 'a' }, 'title: is required'],
    [
      'a wrong type',
      { type: 'setNodeTitle', nodeId: 'a', title: 7 },
      'title: Invalid input: expected string',
    ],
    [
      'a strength above the range',
      strength(STRENGTH_MAX + 1),
      `strength: must be between ${STRENGTH_MIN} and ${STRENGTH_MAX}, not ${STRENGTH_MAX + 1}`,
    ],
    ['a strength as text', strength('50'), 'strength: Invalid input: expected number'],
    ['a null the type does not allow', { type: 'setNodeTitle', nodeId: 'a', title: null }, 'title: '],
    ['an empty id', { type: 'deleteNodes', nodeIds: ['a', ''] }, 'nodeIds[1]: must not be empty'],
    ['an unknown key', { ...title(), extra: true }, 'action: Unrecognized key: "extra"'],
    [
      'a colour name',
      { type: 'setNodeColour', nodeId: 'a', colour: 'red' },
      "colour: 'red' is not a 6-digit hex",
    ],
    [
      'an unknown operator',
      { type: 'setNodeOperator', nodeId: 'a', operator: 99 },
      'operator: unknown operator 99',
    ],
    ['a fractional level id', { type: 'deleteLevel', levelId: 1.5 }, 'levelId: '],
    ['a zero size', { type: 'resizeNode', nodeId: 'a', nodeWidth: 0, nodeHeight: null }, 'nodeWidth: '],
    [
      'inverted bounds',
      { type: 'setWorkspaceBounds', bounds: { minX: 10, minY: 0, maxX: 0, maxY: 0 } },
      'bounds.maxX: must not be less than minX',
    ],
    [
      'a position without y',
      { type: 'moveNodes', moves: [{ nodeId: 'a', levelId: 1, position: { x: 1 } }] },
      'moves[0].position.y: is required',
    ],
    [
      'a node missing a field',
      { type: 'createNode', node: { ...USER_EDIT_EXAMPLES.createNode.node, operator: undefined } },
      'node.operator: is required',
    ],
    [
      'a connection with an unknown type',
      { type: 'createConnection', connection: makeConnection('x', 'a', 'b', { type: 9 as never }) },
      'connection.type: unknown connection type 9',
    ],
    [
      'a relevance above the range',
      { type: 'setConnectionAttributes', connectionId: 'ab', attributes: { relevance: 101 } },
      'attributes.relevance: must be between 0 and 100',
    ],
    [
      'an unknown attribute',
      { type: 'setNodeAttributes', nodeId: 'a', attributes: { truth: 5 } },
      'attributes: Unrecognized key: "truth"',
    ],
    [
      'a malformed action in a batch',
      { type: 'batch', actions: [title(), strength(-101)] },
      'actions[1].strength: must be between',
    ],
    ['a batch without a list', { type: 'batch', actions: title() }, 'actions: Invalid input: expected array'],
  ])('refuses %s, saying where and why', (_, raw, problem) => {
    expect(errorOf(raw)).toContain(`The change is malformed: ${problem}`);
  });

  it(`accepts batches nested ${MAX_BATCH_DEPTH} deep and refuses deeper ones`, () => {
    expect(parseIncomingAction(nested(MAX_BATCH_DEPTH)).ok).toBe(true);
    const at = Array.from({ length: MAX_BATCH_DEPTH }, () => 'actions[1]').join('.');
    expect(errorOf(nested(MAX_BATCH_DEPTH + 1))).toBe(
      MESSAGES.malformed(at, MESSAGES.batchTooDeep(MAX_BATCH_DEPTH)),
    );
  });
});

describe('parseIncomingAction: rich text', () => {
  const content = (prose: unknown) => ({ type: 'setNodeContent', nodeId: 'a', prose });
  const tooLarge = MESSAGES.malformed(
    'prose',
    MESSAGES.richTextTooLarge(RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_SIZE),
  );
  const wrongShape = MESSAGES.malformed('prose', MESSAGES.richTextShape);

  it('accepts the forms a map holds: a document, a legacy document, text, and null to remove it', () => {
    for (const prose of [
      [paragraph('Hello')],
      { blocks: [{ text: 'Hello', type: 'unstyled' }] },
      'Hello',
      null,
    ])
      expect(parseIncomingAction(content(prose))).toEqual({ ok: true, action: content(prose) });
  });

  it('refuses other values', () => {
    for (const prose of [42, true, [1, 2], [paragraph('a'), 'b']])
      expect(errorOf(content(prose))).toBe(wrongShape);
    expect(errorOf({ type: 'setNodeContent', nodeId: 'a' })).toBe(MESSAGES.malformed('prose', 'is required'));
  });

  it('refuses rich text too large or too deep', () => {
    const text = (length: number) => [{ type: 'paragraph', children: [{ text: 'x'.repeat(length) }] }];
    expect(parseIncomingAction(content(text(RICH_TEXT_MAX_SIZE / 2))).ok).toBe(true);
    expect(errorOf(content(text(RICH_TEXT_MAX_SIZE)))).toBe(tooLarge);
    const wide = Array.from({ length: RICH_TEXT_MAX_SIZE / 2 }, () => ({}));
    expect(errorOf(content(wide))).toBe(tooLarge);
    let deep: unknown = { text: 'x' };
    for (let i = 0; i < RICH_TEXT_MAX_DEPTH; i++) deep = { type: 'quote', children: [deep] };
    expect(errorOf(content([deep]))).toBe(tooLarge);
    const attributes = { attributes: { prose: [deep] } };
    expect(errorOf({ type: 'setConnectionAttributes', connectionId: 'ab', ...attributes })).toBe(
      MESSAGES.malformed(
        'attributes.prose',
        MESSAGES.richTextTooLarge(RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_SIZE),
      ),
    );
  });
});

describe('parseIncomingAction (property)', () => {
  it('accepts every action that applies to a generated map, and its inverse, unless inverse-only', () => {
    fc.assert(
      fc.property(arbitraryMapAndAction, ({ map, action }) => {
        const result = applyAction(map, action);
        if (!result.ok) return;
        for (const applied of [action, result.inverse])
          if (isUserAction(applied)) expectAccepted(applied);
          else
            expect(errorOf(overTheWire(applied))).toMatch(/^This change cannot be sent to a live session: /);
      }),
      { numRuns: 300 },
    );
  });

  it('answers anything JSON can carry without throwing, and what it accepts is an action of its type', () => {
    const typed = fc.record({ type: fc.constantFrom(...MAP_ACTION_TYPES) }, { requiredKeys: [] });
    const actionLike = fc
      .tuple(typed, fc.dictionary(fc.string(), fc.jsonValue()))
      .map(([type, fields]) => ({ ...fields, ...type }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), actionLike), (raw) => {
        const result = parseIncomingAction(raw);
        if (result.ok) expect(USER_EDIT_TYPES).toContain(result.action.type);
        else expect(result.error).toMatch(/^(The change is malformed|This change cannot be sent)/);
      }),
      { numRuns: 500 },
    );
  });
});
