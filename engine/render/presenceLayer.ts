/**
 * Live-edit presence above the scene (pixi Graphics and a few Texts): other members' selections outlined
 * in their colours with their initials in badges, and dots on recently changed nodes (geometry in
 * `presenceShapes.ts`). Like the interaction overlay it sits under the camera's transform and is drawn
 * in world units at a constant screen size; it is redrawn only when its input, a node under it, the scale
 * or the culled rectangle changes, never with the scene rebuilt. Only nodes near the view are drawn
 * (culled like the chunks' records: to the view grown by a fifth, again once the view leaves that).
 */
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { Camera } from '../geometry/camera';
import type { NodeView } from '../scene/views';
import { intersects, type Rect } from './chunkGrid';
import { TITLE_FONT_FAMILY } from './glyphAtlas';
import {
  BADGE_FONT_PX,
  type BadgeShape,
  badgeShapes,
  CHANGE_MARK_COLOUR,
  changeMarkShape,
  MARK_RING_COLOUR,
  outlineShapes,
  presenceReach,
  type RemoteMember,
  type RemoteSelection,
  remoteMembersByNode,
} from './presenceShapes';
import { cullRectFor, cullStillServes } from './recordCulling';

export type { RemoteSelection } from './presenceShapes';

export class PresenceLayer {
  readonly container = new Container({ label: 'presence' });
  private readonly graphics = new Graphics();
  private readonly labels = new Container({ label: 'presence labels' });
  /** Badge labels, reused from draw to draw; those past the ones in use are hidden. */
  private readonly texts: Text[] = [];
  private readonly styles = new Map<number, TextStyle>();
  private membersByNode = new Map<string, RemoteMember[]>();
  private changed: readonly string[] = [];
  private dirty = false;
  private drawnScale = 0;
  /** The rectangle the last draw was culled to. */
  private culled: Rect | undefined;

  constructor(private readonly nodes: ReadonlyMap<string, NodeView>) {
    this.container.addChild(this.graphics, this.labels);
    this.container.visible = false;
  }

  /** Whether anything is to be shown (on screen or not). */
  get active(): boolean {
    return this.membersByNode.size > 0 || this.changed.length > 0;
  }

  setRemoteSelections(selections: readonly RemoteSelection[]): void {
    this.membersByNode = remoteMembersByNode(selections);
    this.dirty = true;
  }

  setChangeMarks(nodeIds: readonly string[]): void {
    this.changed = [...new Set(nodeIds)];
    this.dirty = true;
  }

  /** Nodes were written or removed (moved, resized, a new scene): the marks on them follow. */
  nodesChanged(): void {
    if (this.active) this.dirty = true;
  }

  /** Follows the camera; redraws when needed. `view` is the world rectangle on screen. */
  frame(camera: Camera, view: Rect): void {
    // Nothing shown (the usual case, and every bench frame): no transform, no redraw.
    if (!this.dirty && !this.container.visible) return;
    this.container.position.set(camera.x, camera.y);
    this.container.scale.set(camera.scale);
    const stillServes = this.culled !== undefined && cullStillServes(this.culled, view);
    if (!this.dirty && camera.scale === this.drawnScale && stillServes) return;
    this.dirty = false;
    this.drawnScale = camera.scale;
    this.draw(cullRectFor(view), 1 / camera.scale);
  }

  destroy(): void {
    this.container.destroy({ children: true });
    for (const style of this.styles.values()) style.destroy();
  }

  private draw(culled: Rect, pixel: number): void {
    const g = this.graphics;
    g.clear();
    this.culled = culled;
    const visible = this.active;
    this.container.visible = visible;
    let labels = 0;
    if (visible) {
      const reach = presenceReach(pixel);
      for (const [id, members] of this.membersByNode) {
        const node = this.nearNode(id, culled, reach);
        if (node === undefined) continue;
        for (const outline of outlineShapes(node, members, pixel))
          g.roundRect(outline.x, outline.y, outline.width, outline.height, outline.radius).stroke({
            width: outline.lineWidth,
            color: outline.colour,
          });
        for (const badge of badgeShapes(node, members, pixel)) {
          g.roundRect(badge.x, badge.y, badge.width, badge.height, badge.radius)
            .fill({ color: badge.colour })
            .stroke({ width: pixel, color: MARK_RING_COLOUR });
          this.label(labels++, badge, pixel);
        }
      }
      for (const id of this.changed) {
        const node = this.nearNode(id, culled, 0);
        if (node === undefined) continue;
        const mark = changeMarkShape(node, pixel);
        g.circle(mark.x, mark.y, mark.radius)
          .fill({ color: CHANGE_MARK_COLOUR })
          .stroke({ width: mark.ring, color: MARK_RING_COLOUR });
      }
    }
    for (let index = labels; index < this.texts.length; index++) (this.texts[index] as Text).visible = false;
  }

  /** The node when it is drawn and its box, grown by `reach`, meets `rect`. */
  private nearNode(id: string, rect: Rect, reach: number): NodeView | undefined {
    const node = this.nodes.get(id);
    if (node === undefined) return undefined;
    const box = {
      minX: node.x - reach,
      minY: node.y - reach,
      maxX: node.x + node.width + reach,
      maxY: node.y + node.height + reach,
    };
    return intersects(box, rect) ? node : undefined;
  }

  /** Shows the `index`th label, centred in `badge`, at the badge font's size on screen. */
  private label(index: number, badge: BadgeShape, pixel: number): void {
    let text = this.texts[index];
    if (text === undefined) {
      text = new Text({ text: '', anchor: 0.5, style: this.style(badge.textColour) });
      this.texts.push(text);
      this.labels.addChild(text);
    }
    text.text = badge.label;
    const style = this.style(badge.textColour);
    if (text.style !== style) text.style = style;
    text.position.set(badge.x + badge.width / 2, badge.y + badge.height / 2);
    text.scale.set(pixel);
    text.visible = true;
  }

  /** One style per text colour, shared by every label in it. */
  private style(colour: number): TextStyle {
    let style = this.styles.get(colour);
    if (style === undefined) {
      style = new TextStyle({
        fontFamily: TITLE_FONT_FAMILY,
        fontSize: BADGE_FONT_PX,
        fontWeight: '600',
        fill: colour,
      });
      this.styles.set(colour, style);
    }
    return style;
  }
}
