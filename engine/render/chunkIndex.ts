/**
 * Which chunks meet a rectangle, through an R-tree over the chunks' bounds: a frame's culling then costs
 * what is on screen, not the number of chunks on the map. A chunk's bounds grow past its square with
 * what it holds (a connection lives in the chunk under its centre), so the squares alone would not do.
 * The tree is rebuilt in bulk (a few hundred chunks at most) at the first query after bounds changed.
 * Queries walk it with a reused stack: nothing is allocated per frame. Knows nothing of pixi.
 */
import RBush from 'rbush';
import type { Rect } from './chunkGrid';

interface Entry<C> extends Rect {
  chunk: C;
}

/** rbush's tree node (`toJSON()` exposes the root): children are nodes, or entries in a leaf. */
interface TreeNode<C> extends Rect {
  children: (TreeNode<C> | Entry<C>)[];
  leaf: boolean;
}

export class ChunkIndex<C extends { readonly bounds: Rect }> {
  private readonly tree = new RBush<Entry<C>>();
  private readonly stack: TreeNode<C>[] = [];
  private stale = true;

  /** `chunks` lists every chunk (read again after `invalidate`). */
  constructor(private readonly chunks: () => Iterable<C>) {}

  /** Some chunk's bounds changed, or chunks were added: the next query rebuilds the tree. */
  invalidate(): void {
    this.stale = true;
  }

  /** Calls `visit` with each chunk whose bounds meet `area` (edges touching count), once each. */
  forEachMeeting(area: Rect, visit: (chunk: C) => void): void {
    if (this.stale) this.rebuild();
    const { stack } = this;
    const { minX, minY, maxX, maxY } = area;
    stack.length = 0;
    stack.push(this.tree.toJSON() as TreeNode<C>);
    while (stack.length > 0) {
      const node = stack.pop() as TreeNode<C>;
      const { children } = node;
      for (let index = 0; index < children.length; index++) {
        const child = children[index] as TreeNode<C> | Entry<C>;
        if (child.minX > maxX || child.maxX < minX || child.minY > maxY || child.maxY < minY) continue;
        if (node.leaf) visit((child as Entry<C>).chunk);
        else stack.push(child as TreeNode<C>);
      }
    }
  }

  private rebuild(): void {
    this.stale = false;
    const entries: Entry<C>[] = [];
    for (const chunk of this.chunks()) {
      const { minX, minY, maxX, maxY } = chunk.bounds;
      // An empty chunk (minX > maxX) meets nothing.
      if (minX <= maxX && minY <= maxY) entries.push({ minX, minY, maxX, maxY, chunk });
    }
    this.tree.clear();
    this.tree.load(entries);
  }
}
