/**
 * The engine benchmark's fixture (bench/engine/fixture.ts) as a stored map document: one node per fixture
 * node on the main level, one connection per edge (every fifth a truth connection), so the editor
 * benchmark opens the same clustered maps the engine benchmark draws.
 */
import { CONNECTION_TYPE } from '../../src/model/map/constants';
import { generateFixture } from '../engine/fixture';

export function editorBenchMap(nodeCount: number, name: string): Record<string, unknown> {
  const fixture = generateFixture(nodeCount);
  return {
    name,
    nodes: fixture.nodes.map((node) => ({
      id: node.id,
      title: node.title,
      levels: [{ levelId: 1, position: { x: node.x, y: node.y } }],
    })),
    connections: fixture.edges.map((edge, index) => ({
      id: edge.id,
      from: edge.from,
      to: edge.to,
      type: index % 5 === 0 ? CONNECTION_TYPE.TRUTH : CONNECTION_TYPE.RELATIVE,
      levelId: 1,
      ...(index % 5 === 0 ? { strength: 100 } : {}),
    })),
  };
}
