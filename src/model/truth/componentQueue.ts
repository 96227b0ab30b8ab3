/** A min-heap of component numbers: popping in ascending order is popping in topological order. */
export class ComponentQueue {
  private readonly heap: number[] = [];
  private readonly queued = new Set<number>();

  get size(): number {
    return this.heap.length;
  }

  /** Adds a component once; a second push before it is popped does nothing. */
  push(component: number): void {
    if (this.queued.has(component)) return;
    this.queued.add(component);
    const heap = this.heap;
    let i = heap.push(component) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent] ?? 0;
      if (above <= component) break;
      heap[i] = above;
      i = parent;
    }
    heap[i] = component;
  }

  pop(): number | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined) return undefined;
    this.queued.delete(top);
    if (heap.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && (heap[right] ?? 0) < (heap[left] ?? 0) ? right : left;
      const below = heap[child] ?? 0;
      if (below >= last) break;
      heap[i] = below;
      i = child;
    }
    heap[i] = last;
    return top;
  }
}
