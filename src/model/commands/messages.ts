/** Every text a map command gives when it cannot build its action. */

/** The most nodes one bulk add or paste may add: beyond it the editor would stall, not help. */
export const MAX_NODES_PER_COMMAND = 10_000;

export const COMMAND_MESSAGES = {
  nothingToAdd: 'Enter at least one title.',
  nothingToPaste: 'There is nothing to paste.',
  emptySubset: 'The copied selection holds no nodes.',
  tooManyNodes: `One command can add at most ${MAX_NODES_PER_COMMAND.toLocaleString('en')} nodes.`,
  noParent: (id: string) => `No node with id '${id}'`,
  parentNotOnLevel: (id: string, levelId: number) => `Node '${id}' is not on level ${levelId}`,
  nothingToArrange: 'Select at least two nodes to align or distribute.',
  nothingToLayOut: 'There are fewer than two nodes to lay out.',
} as const;
