/**
 * What interaction draws above the scene (pixi Graphics): the marquee rectangle, alignment guides, the
 * connect preview line with its target outlined, and connection handles. Drawn in world units under the
 * camera's transform, with line widths and handle sizes held constant in screen pixels; redrawn only
 * when the state or the scale changes.
 */
import { Container, Graphics } from 'pixi.js';
import type { Camera } from '../geometry/camera';
import type { BendHandles } from '../interaction/bends';
import { HANDLE_RADIUS } from '../interaction/gestures';
import { EMPTY_OVERLAY, type OverlayState } from '../interaction/types';
import { NODE_CORNER_RADIUS, type NodeView, SELECTION_COLOUR } from '../scene/views';

export const MARQUEE_COLOUR = 0x3182ce;
export const GUIDE_COLOUR = 0xe53e3e;
export const CONNECT_COLOUR = 0x2b6cb0;

export class Overlay {
  readonly container = new Container({ label: 'overlay' });
  private readonly graphics = new Graphics();
  private state: OverlayState = EMPTY_OVERLAY;
  private drawnScale = 0;
  private dirty = false;

  constructor(private readonly nodes: ReadonlyMap<string, NodeView>) {
    this.container.addChild(this.graphics);
    this.container.visible = false;
  }

  set(state: OverlayState): void {
    this.state = state;
    this.dirty = true;
  }

  /** Follows the camera; redraws when needed. */
  frame(camera: Camera): void {
    // Nothing shown (the usual case, and every bench frame): no transform, no redraw.
    if (!this.dirty && !this.container.visible) return;
    this.container.position.set(camera.x, camera.y);
    this.container.scale.set(camera.scale);
    if (!this.dirty && camera.scale === this.drawnScale) return;
    this.dirty = false;
    this.drawnScale = camera.scale;
    this.draw(1 / camera.scale);
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }

  private draw(pixel: number): void {
    const g = this.graphics;
    const { marquee, guides, connectLine, connectTarget, handles, bend } = this.state;
    const visible =
      marquee !== null || guides.length > 0 || connectLine !== null || handles.length > 0 || bend !== null;
    if (!visible && !this.container.visible) return;
    g.clear();
    this.container.visible = visible;
    if (!visible) return;
    if (bend !== null) drawBend(g, bend, pixel);
    if (marquee !== null) {
      g.rect(marquee.x, marquee.y, marquee.width, marquee.height)
        .fill({ color: MARQUEE_COLOUR, alpha: 0.08 })
        .stroke({ width: pixel, color: MARQUEE_COLOUR });
    }
    for (const guide of guides) {
      if (guide.axis === 'x') g.moveTo(guide.position, guide.start).lineTo(guide.position, guide.end);
      else g.moveTo(guide.start, guide.position).lineTo(guide.end, guide.position);
    }
    if (guides.length > 0) g.stroke({ width: pixel, color: GUIDE_COLOUR });
    const target = connectTarget === null ? undefined : this.nodes.get(connectTarget);
    if (target !== undefined) {
      const margin = 3 * pixel;
      g.roundRect(
        target.x - margin,
        target.y - margin,
        target.width + 2 * margin,
        target.height + 2 * margin,
        NODE_CORNER_RADIUS + margin,
      ).stroke({ width: 2 * pixel, color: SELECTION_COLOUR });
    }
    if (connectLine !== null) {
      g.moveTo(connectLine.from.x, connectLine.from.y)
        .lineTo(connectLine.to.x, connectLine.to.y)
        .stroke({ width: 2 * pixel, color: CONNECT_COLOUR });
    }
    for (const handle of handles) {
      g.circle(handle.x, handle.y, HANDLE_RADIUS * pixel)
        .fill({ color: 0xffffff })
        .stroke({ width: 1.5 * pixel, color: CONNECT_COLOUR });
    }
  }
}

/** The selected connection: its line highlighted, its waypoints filled, proposed ones hollow and smaller. */
function drawBend(g: Graphics, bend: BendHandles, pixel: number): void {
  const { points } = bend;
  if (points.length >= 4) {
    g.moveTo(points[0] as number, points[1] as number);
    for (let i = 2; i + 1 < points.length; i += 2) g.lineTo(points[i] as number, points[i + 1] as number);
    g.stroke({ width: 6 * pixel, color: SELECTION_COLOUR, alpha: 0.35 });
  }
  for (const proposal of bend.proposals) {
    g.circle(proposal.x, proposal.y, (HANDLE_RADIUS - 2) * pixel)
      .fill({ color: 0xffffff })
      .stroke({ width: 1.5 * pixel, color: SELECTION_COLOUR });
  }
  for (const waypoint of bend.waypoints) {
    g.circle(waypoint.x, waypoint.y, HANDLE_RADIUS * pixel)
      .fill({ color: SELECTION_COLOUR })
      .stroke({ width: 1.5 * pixel, color: 0xffffff });
  }
}
