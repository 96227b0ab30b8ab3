/**
 * Hit testing and culling through an R-tree (rbush 4: bulk load, incremental insert and remove). Items
 * are ids with a box and a z-order; the scene keeps one index per layer (nodes, connections) and asks it
 * what is visible, what is under the pointer and what a marquee holds. Queries walk the tree with a
 * reused stack instead of rbush's `search` (which builds a result array each time): `forEachInRect`
 * allocates nothing, and `queryRect`/`marquee` write into an array the caller can reuse.
 */
import RBush from 'rbush';
import type { Box } from './vector';

export interface IndexedItem {
  id: string;
  box: Box;
  /** Drawing order: higher is on top. Equal z: the item indexed first is below. */
  z?: number;
}

export type MarqueeMode = 'contain' | 'intersect';

/** What rbush stores: its bbox fields plus ours. Mutated in place on update (after removal). */
interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  id: string;
  z: number;
  order: number;
}

/** rbush's tree node (`toJSON()` exposes the root): children are nodes, or entries in a leaf. */
interface TreeNode {
  children: (TreeNode | Entry)[];
  leaf: boolean;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export class SpatialIndex {
  private readonly tree = new RBush<Entry>();
  private readonly entries = new Map<string, Entry>();
  private readonly stack: TreeNode[] = [];
  private sequence = 0;
  private walking = false;

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Replaces the whole content by bulk loading, much faster than inserting one by one. */
  load(items: Iterable<IndexedItem>): void {
    this.clear();
    const batch: Entry[] = [];
    for (const item of items) {
      const entry = this.entryFor(item, this.entries.get(item.id));
      if (!this.entries.has(item.id)) batch.push(entry);
      this.entries.set(item.id, entry);
    }
    this.tree.load(batch);
  }

  /** Adds an item, or moves and resizes it (keeping its z unless given). */
  set(item: IndexedItem): void {
    const existing = this.entries.get(item.id);
    if (existing) this.tree.remove(existing);
    const entry = this.entryFor(item, existing);
    this.entries.set(item.id, entry);
    this.tree.insert(entry);
  }

  remove(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    this.tree.remove(entry);
    this.entries.delete(id);
    return true;
  }

  clear(): void {
    this.tree.clear();
    this.entries.clear();
    this.sequence = 0;
  }

  /** The indexed box of an item. */
  boxOf(id: string): Box | undefined {
    const e = this.entries.get(id);
    return e && { x: e.minX, y: e.minY, width: e.maxX - e.minX, height: e.maxY - e.minY };
  }

  /** Calls `visit` with every item whose box meets the rectangle (edges touching count). */
  forEachInRect(rect: Box, visit: (id: string, z: number) => void): void {
    this.walk(rect.x, rect.y, rect.x + rect.width, rect.y + rect.height, visit);
  }

  /** The ids whose boxes meet the rectangle, written into `out` (emptied first): culling. */
  queryRect(rect: Box, out: string[] = []): string[] {
    out.length = 0;
    this.forEachInRect(rect, (id) => out.push(id));
    return out;
  }

  /**
   * The topmost item whose box holds (x, y), grown by `tolerance`; `accept` refines the box test (for a
   * connection: its distance to the path). Undefined when nothing is hit.
   */
  hitTest(x: number, y: number, tolerance = 0, accept?: (id: string) => boolean): string | undefined {
    let hit: Entry | undefined;
    this.walk(x - tolerance, y - tolerance, x + tolerance, y + tolerance, (id) => {
      const entry = this.entries.get(id) as Entry;
      if (hit && (entry.z < hit.z || (entry.z === hit.z && entry.order < hit.order))) return;
      if (accept && !accept(id)) return;
      hit = entry;
    });
    return hit?.id;
  }

  /** Marquee selection: items wholly inside the rectangle, or ('intersect') any that touch it. */
  marquee(rect: Box, mode: MarqueeMode = 'contain', out: string[] = []): string[] {
    out.length = 0;
    const maxX = rect.x + rect.width;
    const maxY = rect.y + rect.height;
    this.forEachInRect(rect, (id) => {
      const e = this.entries.get(id) as Entry;
      if (
        mode === 'intersect' ||
        (e.minX >= rect.x && e.minY >= rect.y && e.maxX <= maxX && e.maxY <= maxY)
      ) {
        out.push(id);
      }
    });
    return out;
  }

  /** The box around everything indexed (zoom to fit); undefined when empty. */
  bounds(): Box | undefined {
    if (this.entries.size === 0) return undefined;
    const root = this.tree.toJSON() as TreeNode;
    return { x: root.minX, y: root.minY, width: root.maxX - root.minX, height: root.maxY - root.minY };
  }

  private entryFor(item: IndexedItem, existing: Entry | undefined): Entry {
    const { x, y, width, height } = item.box;
    const entry: Entry = existing ?? {
      minX: 0,
      minY: 0,
      maxX: 0,
      maxY: 0,
      id: item.id,
      z: 0,
      order: this.sequence++,
    };
    entry.minX = x;
    entry.minY = y;
    entry.maxX = x + width;
    entry.maxY = y + height;
    entry.z = item.z ?? (existing ? existing.z : 0);
    return entry;
  }

  /** Depth-first over the tree with a reused stack, like rbush's search but with no result array. */
  private walk(
    minX: number,
    minY: number,
    maxX: number,
    maxY: number,
    visit: (id: string, z: number) => void,
  ): void {
    // A visitor that queries this index again gets a stack of its own.
    const stack = this.walking ? [] : this.stack;
    this.walking = true;
    try {
      stack.length = 0;
      stack.push(this.tree.toJSON() as TreeNode);
      while (stack.length > 0) {
        const node = stack.pop() as TreeNode;
        if (node.minX > maxX || node.maxX < minX || node.minY > maxY || node.maxY < minY) continue;
        const children = node.children;
        for (let i = 0; i < children.length; i++) {
          const child = children[i] as TreeNode | Entry;
          if (child.minX > maxX || child.maxX < minX || child.minY > maxY || child.maxY < minY) continue;
          if (node.leaf) visit((child as Entry).id, (child as Entry).z);
          else stack.push(child as TreeNode);
        }
      }
    } finally {
      if (stack === this.stack) this.walking = false;
    }
  }
}
