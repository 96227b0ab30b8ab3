import { FOLDER_SEPARATOR, type NamedLabel } from './labelName';

/** One node of the folder-tree sidebar. */
export interface FolderNode {
  /** The full path, e.g. 'Science/Biology'. */
  path: string;
  /** The last segment of the path. */
  displayName: string;
  /** The label of this path; null for a parent that exists only through its subfolders. */
  labelId: string | null;
  children: FolderNode[];
}

const byDisplayName = (a: FolderNode, b: FolderNode) =>
  a.displayName.localeCompare(b.displayName, undefined, { sensitivity: 'base' }) ||
  a.path.localeCompare(b.path);

/**
 * Builds the folder tree from slash paths: 'Science/Biology' is Biology inside Science. A missing parent
 * ('Science' when only 'Science/Biology' exists) appears as a node without a label. Paths are matched
 * without regard to case; siblings are sorted by display name.
 */
export function buildFolderTree(labels: readonly NamedLabel[]): FolderNode[] {
  const roots: FolderNode[] = [];
  const byPath = new Map<string, FolderNode>();
  const sorted = [...labels].sort((a, b) => a.name.length - b.name.length);
  for (const label of sorted) {
    const segments = label.name.split(FOLDER_SEPARATOR);
    let siblings = roots;
    let path = '';
    segments.forEach((segment, index) => {
      path = index === 0 ? segment : `${path}${FOLDER_SEPARATOR}${segment}`;
      const key = path.toLocaleLowerCase();
      let node = byPath.get(key);
      if (!node) {
        node = { path, displayName: segment, labelId: null, children: [] };
        byPath.set(key, node);
        siblings.push(node);
      }
      if (index === segments.length - 1 && node.labelId === null) node.labelId = label.id;
      siblings = node.children;
    });
  }
  const sortTree = (nodes: FolderNode[]) => {
    nodes.sort(byDisplayName);
    for (const node of nodes) sortTree(node.children);
  };
  sortTree(roots);
  return roots;
}

/** The tree in display order, flattened with each node's depth (for a virtualised sidebar). */
export function flattenFolderTree(
  tree: readonly FolderNode[],
  depth = 0,
): { node: FolderNode; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flattenFolderTree(node.children, depth + 1)]);
}
