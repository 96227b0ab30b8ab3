/**
 * The neutral benchmark fixture of ../shared/bench/README.md: `{ nodes: [{ id, title, x, y, w, h }],
 * edges: [{ id, from, to }] }`, clustered like a real concept map (topics of about 40 nodes, each a
 * small tree with cross links, neighbouring topics linked), 1.5 connections a node, from a fixed seed.
 */

export interface FixtureNode {
  id: string;
  title: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FixtureEdge {
  id: string;
  from: string;
  to: string;
}

export interface Fixture {
  nodes: FixtureNode[];
  edges: FixtureEdge[];
}

const WORDS = [
  'energy',
  'light',
  'cell',
  'water',
  'carbon',
  'oxygen',
  'glucose',
  'enzyme',
  'membrane',
  'protein',
  'cycle',
  'reaction',
  'theory',
  'evidence',
  'cause',
  'effect',
  'system',
  'structure',
  'function',
  'process',
];

/** mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CLUSTER_SIZE = 40;
const CLUSTER_SPACING = 1400;

export function generateFixture(nodeCount: number, seed = 42): Fixture {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const clusters = Math.max(1, Math.ceil(nodeCount / CLUSTER_SIZE));
  const columns = Math.ceil(Math.sqrt(clusters));
  const nodes: FixtureNode[] = [];
  const edges: FixtureEdge[] = [];
  const addEdge = (from: number, to: number) =>
    edges.push({ id: `e${edges.length}`, from: `n${from}`, to: `n${to}` });

  for (let index = 0; index < nodeCount; index++) {
    const cluster = Math.floor(index / CLUSTER_SIZE);
    const member = index % CLUSTER_SIZE;
    const cx = (cluster % columns) * CLUSTER_SPACING + (random() - 0.5) * 300;
    const cy = Math.floor(cluster / columns) * CLUSTER_SPACING * 0.7 + (random() - 0.5) * 300;
    // A spiral of members around the topic's centre.
    const angle = member * 2.4;
    const radius = 90 * Math.sqrt(member);
    const title = member === 0 ? `Topic ${cluster}` : `${pick(WORDS)} ${pick(WORDS)}`;
    nodes.push({
      id: `n${index}`,
      title,
      x: Math.round(cx + Math.cos(angle) * radius * 1.6),
      y: Math.round(cy + Math.sin(angle) * radius),
      w: 160,
      h: 60,
    });
    if (member > 0) addEdge(cluster * CLUSTER_SIZE + Math.floor((member - 1) / 3), index);
  }
  // Cross links inside topics and to the neighbouring topic, up to 1.5 connections a node.
  const target = Math.round(nodeCount * 1.5);
  while (edges.length < target && nodeCount > 1) {
    const from = Math.floor(random() * nodeCount);
    const cluster = Math.floor(from / CLUSTER_SIZE);
    const otherCluster = random() < 0.8 ? cluster : Math.min(clusters - 1, cluster + 1);
    const to = Math.min(nodeCount - 1, otherCluster * CLUSTER_SIZE + Math.floor(random() * CLUSTER_SIZE));
    if (to !== from) addEdge(from, to);
  }
  return { nodes, edges };
}
