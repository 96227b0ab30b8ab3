/**
 * A node's view on a level (pure): position, size, fill by truth step (or the node's own colour), title
 * colour by contrast, shown content, tag dots and its neighbourhood ring. What a whole map shares (truth
 * colours, tag and neighbourhood colours, the truth styles made so far) is gathered once per call into a
 * `NodeViewContext`, from parts remembered per list (tags, neighbourhoods, collapse), so gathering it costs
 * what the neighbourhoods hold, not what the map holds.
 */

import { FONT_SIZES, TAG_COLOURS } from '../../src/model/map/constants';
import { EntityList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import type { MapSettings } from '../../src/model/map/settings';
import type { MapDocument } from '../../src/model/map/types';
import { isHidden, NOTHING_HIDDEN } from '../../src/model/presentation/reveal';
import { richTextPlain } from '../../src/model/richText/plainText';
import type { NodeReveal } from '../../src/model/session/types';
import { STRENGTH_STEP_COUNT } from '../../src/model/truth/messages';
import { isNeighbourhoodColour, textColourOn } from '../geometry/contrast';
import { type TruthColours, truthColourOf, truthStepColour } from '../geometry/truthColour';
import { nodeSize } from './nodeSize';
import { collapsedAwayOn } from './sceneIndex';
import type { NeighbourhoodMark, NodeView, TruthStyles } from './views';

export const NODE_BORDER_COLOUR = 0x4a5568;
export const NODE_BORDER_WIDTH = 1;
export const COLLAPSED_BORDER_WIDTH = 3;
/** A node a presentation hides, as its author sees it while recording: faint, still there to pick. */
const GHOST = { fill: 0xf1f5f9, border: 0xcbd5e0, textColour: 0x94a3b8 } as const;
/** Shown content is drawn at the small font size (13). */
export const CONTENT_FONT_SIZE = FONT_SIZES.small;

/** How nodes a presentation (or a recall question) keeps from the viewer are drawn: see `ViewerState`. */
export type HiddenAs = 'absent' | 'ghost' | 'untitledGhost';

/** What a viewer's session adds to the document when it is drawn. */
export interface ViewerState {
  /** The level they stand on; the default level when none is given. */
  currentLevelId?: number;
  selected?: ReadonlySet<string>;
  highlighted?: ReadonlySet<string>;
  /** Nodes a presentation keeps from this viewer (src/model/presentation/reveal.ts). */
  reveal?: NodeReveal;
  /**
   * How those nodes are drawn: left out (a viewer), as faint ghosts an author can still pick (recording),
   * or as ghosts without their titles (a recall question: where the nodes are, not what they are called).
   */
  hiddenAs?: HiddenAs;
}

export type NodeViewMap = Pick<MapDocument, 'nodes' | 'settings'> &
  Partial<Pick<MapDocument, 'tags' | 'neighbourhoods' | 'connections'>> &
  Partial<Pick<ViewerState, 'selected' | 'highlighted' | 'reveal' | 'hiddenAs'>>;

const NONE: ReadonlySet<string> = new Set();

export interface NodeViewContext {
  levelId: number;
  /** False: every node in its own colour (no truth colours). */
  truthColours: boolean;
  colours: TruthColours;
  /** 0xRRGGBB per tag id: the tag palette by the tag's place in the map's list. */
  tagColours: ReadonlyMap<string, number>;
  /** Ring per node id, for roots and members of neighbourhoods. */
  neighbourhoods: ReadonlyMap<string, NeighbourhoodMark>;
  /** Truth styles by the node's own colour, made as needed and shared. */
  styles: Map<string, TruthStyles>;
  /** Title colours by fill, then preferred colour: a map has few colours, and contrast is costly. */
  textColours: Map<string, Map<string | undefined, string>>;
  /** Nodes a collapsed node keeps out of view. */
  collapsedAway: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  highlighted: ReadonlySet<string>;
  reveal: NodeReveal;
  hiddenAs: HiddenAs;
}

export function nodeViewContext(map: NodeViewMap, levelId: number, truthColours = true): NodeViewContext {
  return {
    levelId,
    truthColours,
    colours: truthColoursOf(map.settings),
    tagColours: tagColoursOf(map.tags ?? NO_TAGS),
    neighbourhoods: neighbourhoodMarks(map, levelId),
    styles: new Map(),
    textColours: new Map(),
    collapsedAway: collapsedAwayOn(
      { nodes: map.nodes, connections: map.connections ?? NO_CONNECTIONS },
      levelId,
    ),
    selected: map.selected ?? NONE,
    highlighted: map.highlighted ?? NONE,
    reveal: map.reveal ?? NOTHING_HIDDEN,
    hiddenAs: map.hiddenAs ?? 'absent',
  };
}

const NO_TAGS: NonNullable<NodeViewMap['tags']> = [];
const NO_CONNECTIONS: NonNullable<NodeViewMap['connections']> = EntityList.empty();
const tagColourLists = new WeakMap<NonNullable<NodeViewMap['tags']>, ReadonlyMap<string, number>>();

/** 0xRRGGBB per tag id, once per tag list (lists are immutable). */
function tagColoursOf(tags: NonNullable<NodeViewMap['tags']>): ReadonlyMap<string, number> {
  let colours = tagColourLists.get(tags);
  if (colours === undefined) {
    const byId = new Map<string, number>();
    tags.forEach((tag, index) => {
      byId.set(tag.id, hexToNumber(TAG_COLOURS[index % TAG_COLOURS.length] as string, 0));
    });
    colours = byId;
    tagColourLists.set(tags, colours);
  }
  return colours;
}

/** A node's view on the context's level; undefined when it is not on the level, hidden or collapsed away. */
export function nodeView(node: MapNode, context: NodeViewContext): NodeView | undefined {
  if (node.visibility === 'hidden' || context.collapsedAway.has(node.id)) return undefined;
  const presentedHidden = isHidden(context.reveal, node.id);
  if (presentedHidden && context.hiddenAs === 'absent') return undefined;
  const level = node.levels.find((entry) => entry.levelId === context.levelId);
  if (level === undefined) return undefined;
  const fontSize = FONT_SIZES[node.titleFontSize] ?? FONT_SIZES.large;
  const { width, height, contentTop } = nodeSize(node, fontSize);
  const own = level.colour || node.colour;
  const byTruth = context.truthColours && !node.colourOverride;
  const fill = byTruth ? truthColourOf(node.truth, context.colours) : own;
  // Where the fill is the truth colour, the node's own colour is kept for the title if it reads.
  const text = textColourFor(fill, byTruth ? own : undefined, context);
  // A thick border marks a collapsed node, and one that keeps its descendants or ascendants out of view.
  const collapsed =
    node.visibility === 'collapsed' || node.showDescendants === false || node.showAscendants === false;
  const view: NodeView = {
    id: node.id,
    x: level.position.x,
    y: level.position.y,
    width,
    height,
    fill: hexToNumber(fill, 0xffffff),
    border: NODE_BORDER_COLOUR,
    borderWidth: collapsed ? COLLAPSED_BORDER_WIDTH : NODE_BORDER_WIDTH,
    textColour: hexToNumber(text, 0),
    title: node.title,
    fontSize,
    selected: context.selected.has(node.id),
    highlight: context.highlighted.has(node.id),
    collapsed,
  };
  if (presentedHidden)
    return { ...view, ...GHOST, ...(context.hiddenAs === 'untitledGhost' && { title: '' }) };
  if (byTruth) {
    view.truth = node.truth;
    view.truthStyles = truthStyles(own, context);
  }
  if (contentTop !== undefined)
    view.content = { text: richTextPlain(node.prose), top: contentTop, fontSize: CONTENT_FONT_SIZE };
  const tags = node.tags.flatMap((id) => {
    const colour = context.tagColours.get(id);
    return colour === undefined ? [] : [colour];
  });
  if (tags.length > 0) view.tagColours = tags;
  const mark = context.neighbourhoods.get(node.id);
  if (mark !== undefined) view.neighbourhood = mark;
  return view;
}

/** `textColourOn`, remembered in the context. */
function textColourFor(fill: string, preferred: string | undefined, context: NodeViewContext): string {
  let byPreferred = context.textColours.get(fill);
  if (byPreferred === undefined) {
    byPreferred = new Map();
    context.textColours.set(fill, byPreferred);
  }
  let text = byPreferred.get(preferred);
  if (text === undefined) {
    text = textColourOn(fill, preferred);
    byPreferred.set(preferred, text);
  }
  return text;
}

/** The map's truth colour for a truth value (its step's blend of the settings' colours). */
export function truthColour(truth: number, settings: MapSettings): string {
  return truthColourOf(truth, truthColoursOf(settings));
}

/** Fill and title colour at each step for a node of colour `own` (shared per colour within a context). */
function truthStyles(own: string, context: NodeViewContext): TruthStyles {
  let styles = context.styles.get(own);
  if (styles === undefined) {
    const fills: number[] = [];
    const textColours: number[] = [];
    for (let index = 0; index < STRENGTH_STEP_COUNT; index++) {
      const fill = truthStepColour(index, context.colours);
      fills.push(hexToNumber(fill, 0xffffff));
      textColours.push(hexToNumber(textColourOn(fill, own), 0));
    }
    styles = { fills, textColours };
    context.styles.set(own, styles);
  }
  return styles;
}

/** One object per settings object, so the step colours blended for it are kept while the settings stand. */
const truthColoursBySettings = new WeakMap<MapSettings, TruthColours>();

/** A map's truth colours as the engine draws with them (one object per settings object). */
export function truthColoursOf(settings: MapSettings): TruthColours {
  let colours = truthColoursBySettings.get(settings);
  if (colours === undefined) {
    colours = {
      positive: settings.positiveTruthColour,
      negative: settings.negativeTruthColour,
      neutral: settings.neutralTruthColour,
    };
    truthColoursBySettings.set(settings, colours);
  }
  return colours;
}

/**
 * Rings for neighbourhood roots and members, in the root's colour on the level where it passes the
 * neighbourhood rule (contrast over 1.5 on white, not grey), else the tag palette's entry for the
 * neighbourhood's place in the list. A node in several neighbourhoods shows the first.
 */
function neighbourhoodMarks(map: NodeViewMap, levelId: number): ReadonlyMap<string, NeighbourhoodMark> {
  const hoods = map.neighbourhoods ?? [];
  if (hoods.length === 0) return NO_MARKS;
  // Roots are found by id, so the cost follows the neighbourhoods, not the map.
  const roots = hoods.map((hood) => map.nodes.get(hood.rootNodeId));
  const cached = marksByList.get(hoods);
  if (cached?.levelId === levelId && cached.roots.every((root, index) => root === roots[index]))
    return cached.marks;
  const marks = new Map<string, NeighbourhoodMark>();
  hoods.forEach((hood, index) => {
    const root = roots[index];
    const rootLevel = root?.levels.find((entry) => entry.levelId === levelId);
    const own = root === undefined ? '' : rootLevel?.colour || root.colour;
    const colour = isNeighbourhoodColour(own) ? own : (TAG_COLOURS[index % TAG_COLOURS.length] as string);
    const value = hexToNumber(colour, 0);
    if (!marks.has(hood.rootNodeId)) marks.set(hood.rootNodeId, { colour: value, root: true });
    for (const id of hood.nodeIds) if (!marks.has(id)) marks.set(id, { colour: value, root: false });
  });
  marksByList.set(hoods, { levelId, roots, marks });
  return marks;
}

const NO_MARKS: ReadonlyMap<string, NeighbourhoodMark> = new Map();
/** The marks last worked out for a neighbourhoods list, with the level and root nodes they hold for. */
const marksByList = new WeakMap<
  NonNullable<NodeViewMap['neighbourhoods']>,
  { levelId: number; roots: readonly (MapNode | undefined)[]; marks: ReadonlyMap<string, NeighbourhoodMark> }
>();

/** '#rrggbb' as 0xRRGGBB; `fallback` for anything else. */
export function hexToNumber(hex: string, fallback: number): number {
  // A map has few colours and every node asks: parsed once each.
  let value = parsedColours.get(hex);
  if (value === undefined) {
    value = /^#[0-9a-fA-F]{6}$/.test(hex) ? Number.parseInt(hex.slice(1), 16) : INVALID;
    if (parsedColours.size >= PARSED_COLOURS_LIMIT) parsedColours.clear();
    parsedColours.set(hex, value);
  }
  return value === INVALID ? fallback : value;
}

const INVALID = -1;
const PARSED_COLOURS_LIMIT = 4096;
const parsedColours = new Map<string, number>();
