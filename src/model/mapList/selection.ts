/** Multi-select in the maps table: which maps are ticked, and the state of the select-all box. */

/** The selection with one map ticked or unticked (a new set). */
export function toggleSelected(selected: ReadonlySet<string>, mapId: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(mapId);
  else next.delete(mapId);
  return next;
}

/** Only the ticked maps still shown (a view change or a map leaving the view drops it from the selection). */
export function selectedInView(selected: ReadonlySet<string>, visible: readonly { id: string }[]): string[] {
  if (selected.size === 0) return [];
  return visible.filter((map) => selected.has(map.id)).map((map) => map.id);
}

/** The select-all box: ticked when every shown map is, indeterminate when some are. */
export function selectAllState(selectedCount: number, visibleCount: number): boolean | 'indeterminate' {
  if (selectedCount === 0 || visibleCount === 0) return false;
  return selectedCount >= visibleCount ? true : 'indeterminate';
}
