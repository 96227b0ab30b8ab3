/** Strongly connected components of the truth graph in topological order (docs/truth.md, cycles). */

export interface TruthComponents {
  /** Component k holds `componentNodes[componentOffsets[k] .. componentOffsets[k+1])`. */
  componentOffsets: Int32Array;
  componentNodes: Int32Array;
  /** Per node, its component; components are numbered so that every input comes from a lower or equal one. */
  nodeComponent: Int32Array;
  /** 1 where a component is a cycle: several nodes, or one node feeding itself. */
  componentCyclic: Uint8Array;
}

/**
 * Tarjan's algorithm, iterative so that a 100k-node chain cannot overflow the stack. Over the outgoing
 * edges it finishes sinks first, so components are numbered from the end.
 */
export function findComponents(
  count: number,
  outOffsets: Int32Array,
  outTargets: Int32Array,
): TruthComponents {
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack = new Int32Array(count);
  const callNode = new Int32Array(count);
  const callEdge = new Int32Array(count);
  const nodeComponent = new Int32Array(count);
  const finished = new Int32Array(count);
  const finishedComponentEnds: number[] = [];
  let stackTop = 0;
  let finishedTop = 0;
  let nextIndex = 0;

  for (let root = 0; root < count; root++) {
    if ((index[root] ?? 0) !== -1) continue;
    let depth = 0;
    callNode[0] = root;
    callEdge[0] = outOffsets[root] ?? 0;
    index[root] = low[root] = nextIndex++;
    stack[stackTop++] = root;
    onStack[root] = 1;
    while (depth >= 0) {
      const v = callNode[depth] ?? 0;
      const edge = callEdge[depth] ?? 0;
      if (edge < (outOffsets[v + 1] ?? 0)) {
        callEdge[depth] = edge + 1;
        const w = outTargets[edge] ?? 0;
        if ((index[w] ?? 0) === -1) {
          index[w] = low[w] = nextIndex++;
          stack[stackTop++] = w;
          onStack[w] = 1;
          depth++;
          callNode[depth] = w;
          callEdge[depth] = outOffsets[w] ?? 0;
        } else if (onStack[w]) {
          low[v] = Math.min(low[v] ?? 0, index[w] ?? 0);
        }
        continue;
      }
      if (low[v] === index[v]) {
        let w: number;
        do {
          w = stack[--stackTop] ?? 0;
          onStack[w] = 0;
          finished[finishedTop++] = w;
        } while (w !== v);
        finishedComponentEnds.push(finishedTop);
      }
      depth--;
      if (depth >= 0) {
        const parent = callNode[depth] ?? 0;
        low[parent] = Math.min(low[parent] ?? 0, low[v] ?? 0);
      }
    }
  }

  // Reverse the finishing order: the last finished component (a source) becomes component 0.
  const componentCount = finishedComponentEnds.length;
  const componentOffsets = new Int32Array(componentCount + 1);
  const componentNodes = new Int32Array(count);
  const componentCyclic = new Uint8Array(componentCount);
  let written = 0;
  for (let k = 0; k < componentCount; k++) {
    const finishedIndex = componentCount - 1 - k;
    const end = finishedComponentEnds[finishedIndex] ?? 0;
    const start = finishedIndex === 0 ? 0 : (finishedComponentEnds[finishedIndex - 1] ?? 0);
    componentOffsets[k] = written;
    // Members in ascending index order, so a component reads the same whatever the traversal did.
    const members = finished.slice(start, end).sort();
    componentNodes.set(members, written);
    for (const member of members) nodeComponent[member] = k;
    written += members.length;
    componentCyclic[k] = members.length > 1 || feedsItself(members[0] ?? 0, outOffsets, outTargets) ? 1 : 0;
  }
  componentOffsets[componentCount] = written;
  return { componentOffsets, componentNodes, nodeComponent, componentCyclic };
}

function feedsItself(node: number, outOffsets: Int32Array, outTargets: Int32Array): boolean {
  for (let e = outOffsets[node] ?? 0; e < (outOffsets[node + 1] ?? 0); e++)
    if (outTargets[e] === node) return true;
  return false;
}
