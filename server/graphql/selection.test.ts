import {
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './selection';

/** The resolve info of the query's first top-level field, as far as selectsField reads it. */
function infoOf(query: string) {
  const definitions = parse(query).definitions;
  const operation = definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = Object.fromEntries(
    definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation?.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [field], fragments };
}

describe('selectsField', () => {
  it('finds a field selected directly, and not one that is absent', () => {
    const info = infoOf('{ map(mapId: "a") { id version document } }');
    expect(selectsField(info, 'document')).toBe(true);
    expect(selectsField(infoOf('{ map(mapId: "a") { id version } }'), 'document')).toBe(false);
  });

  it('looks into inline fragments and named fragments spread in fragments', () => {
    expect(
      selectsField(infoOf('{ map(mapId: "a") { id ... on MapDocument { document } } }'), 'document'),
    ).toBe(true);
    const query = `
      query { map(mapId: "a") { ...Fields } }
      fragment Fields on MapDocument { ...Record document }
      fragment Record on MapDocument { id version }
    `;
    expect(selectsField(infoOf(query), 'document')).toBe(true);
    expect(selectsField(infoOf(query), 'name')).toBe(false);
  });

  it('does not take a nested field of the same name for the field itself', () => {
    expect(selectsField(infoOf('{ map(mapId: "a") { owner { document } } }'), 'document')).toBe(false);
  });
});
