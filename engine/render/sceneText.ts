/**
 * Every text of the scene from one glyph atlas: node titles, node content (plain text in the content
 * area, clipped) and connection labels, each kind in its own TextTiles so each has its own level of
 * detail (content at 13 px goes before titles at 18 do). Titles sit in the node's title area: the whole
 * box, or the part above shown content.
 */
import { Container, GlProgram } from 'pixi.js';
import { LABEL_PADDING } from '../scene/edgeLabel';
import { layoutText, type TitleBox } from '../scene/textLayout';
import type { EdgeView, NodeView } from '../scene/views';
import { GlyphAtlas } from './glyphAtlas';
import { glyphFragment, glyphVertex } from './shaders';
import { type TextKind, TextTiles, type ViewRect } from './textTiles';

/** Milliseconds of tile building per frame, so zooming in never stalls a frame for long. */
const BUILD_BUDGET_MS = 4;

export class SceneText {
  readonly container = new Container({ label: 'text' });
  private readonly atlas = new GlyphAtlas();
  private readonly program = GlProgram.from({ vertex: glyphVertex, fragment: glyphFragment, name: 'text' });
  private readonly titles: TextTiles<NodeView>;
  private readonly contents: TextTiles<NodeView>;
  private readonly labels: TextTiles<EdgeView>;

  /** `node` and `edge` give the views as drawn now. */
  constructor(node: (id: string) => NodeView | undefined, edge: (id: string) => EdgeView | undefined) {
    this.titles = new TextTiles(titleKind(node), this.atlas, this.program);
    this.contents = new TextTiles(contentKind(node), this.atlas, this.program);
    this.labels = new TextTiles(labelKind(edge), this.atlas, this.program);
    this.container.addChild(this.contents.container, this.titles.container, this.labels.container);
  }

  setNode(node: NodeView): void {
    this.titles.set(node);
    if (node.content !== undefined && node.content.text !== '') this.contents.set(node);
    else this.contents.remove(node.id);
  }

  removeNode(id: string): void {
    this.titles.remove(id);
    this.contents.remove(id);
  }

  setEdge(edge: EdgeView): void {
    if (edge.label !== undefined && edge.label.text !== '') this.labels.set(edge);
    else this.labels.remove(edge.id);
  }

  removeEdge(id: string): void {
    this.labels.remove(id);
  }

  clear(): void {
    this.titles.clear();
    this.contents.clear();
    this.labels.clear();
  }

  /** Shows the readable text in view; true when tiles were left to build in a later frame. */
  frame(view: ViewRect, scale: number, pixel: number): boolean {
    const deadline = performance.now() + BUILD_BUDGET_MS;
    let pending = this.titles.frame(view, scale, pixel, deadline);
    pending = this.labels.frame(view, scale, pixel, deadline) || pending;
    pending = this.contents.frame(view, scale, pixel, deadline) || pending;
    this.atlas.sync();
    return pending;
  }

  destroy(): void {
    this.titles.destroy();
    this.contents.destroy();
    this.labels.destroy();
    this.container.destroy();
    this.atlas.source.destroy();
  }
}

/** The title's part of a node: above shown content, else the whole box. */
export function titleBox(node: NodeView): TitleBox {
  const height = node.content === undefined ? node.height : node.content.top;
  return { x: node.x, y: node.y, width: node.width, height };
}

function titleKind(get: (id: string) => NodeView | undefined): TextKind<NodeView> {
  return {
    label: 'titles',
    get,
    anchor: (node) => node,
    fontSize: (node) => node.fontSize,
    layout: (node, glyphs, atlasFontSize) =>
      layoutText(node.title, node.fontSize, titleBox(node), glyphs, atlasFontSize),
    colour: (node) => node.textColour,
  };
}

function contentKind(get: (id: string) => NodeView | undefined): TextKind<NodeView> {
  return {
    label: 'content',
    get,
    anchor: (node) => node,
    fontSize: (node) => node.content?.fontSize ?? 0,
    layout: (node, glyphs, atlasFontSize) => {
      const { content } = node;
      if (content === undefined) return [];
      const area = {
        x: node.x,
        y: node.y + content.top,
        width: node.width,
        height: node.height - content.top,
      };
      return layoutText(content.text, content.fontSize, area, glyphs, atlasFontSize, {
        align: 'start',
        clip: true,
      });
    },
    colour: (node) => node.textColour,
  };
}

function labelKind(get: (id: string) => EdgeView | undefined): TextKind<EdgeView> {
  return {
    label: 'labels',
    get,
    anchor: (edge) => edge.label?.box ?? { x: edge.points[0] ?? 0, y: edge.points[1] ?? 0 },
    fontSize: (edge) => edge.label?.fontSize ?? 0,
    layout: (edge, glyphs, atlasFontSize) => {
      const { label } = edge;
      if (label === undefined) return [];
      return layoutText(label.text, label.fontSize, label.box, glyphs, atlasFontSize, {
        padding: LABEL_PADDING,
        wrap: false,
      });
    },
    colour: (edge) => edge.label?.textColour ?? 0,
  };
}
