/** What a query asks of a field's result, so a resolver can leave out what is costly and not asked for. */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

type SelectionInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/**
 * Whether the query selects `name` on the resolved field's result, directly, in an inline fragment or in
 * a named fragment (however deeply spread).
 */
export function selectsField(info: SelectionInfo, name: string): boolean {
  const seen = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name;
      if (selection.kind === 'InlineFragment') return search(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return search(info.fragments[fragmentName]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
