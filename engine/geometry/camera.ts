/**
 * The camera over the map (spec 2 sections 5 and 9): a transform `{ x, y, scale }` where
 * screen = world × scale + (x, y), in CSS pixels. Every function returns a new camera; a zero scale is
 * refused with the spec's warning, which the shell logs (the kernel has no console). Conversions take an
 * optional `out` object so per-frame callers allocate nothing.
 */
import { DEFAULT_WORKSPACE_SIZE } from '../../src/model/map/constants';
import type { Box, Point } from './vector';

export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
export const AUTO_ZOOM_MIN = 0.25;
export const AUTO_ZOOM_MAX = 2.5;
/** Zoom to fit keeps the current camera when it already shows everything at a scale within 5% of the fit. */
export const FIT_MARGIN = 0.05;
/** Space added around the content when fitting, as a fraction of the content's size (half on each side). */
export const ZOOM_PADDING = 0.15;
/** The viewport's share left empty when fitting (half on each side). */
export const VIEWPORT_FIT_MARGIN = 0.1;
/** Screen pixels at the top taken by the editor's menu bar, not available to the map. */
export const MENU_HEIGHT_ALLOWANCE = 60;
export const ZERO_SCALE_WARNING = 'Zoom scale is zero!';
/** What zoom to fit shows for a map with nothing on it: the default 1920 by 1080 workspace. */
export const DEFAULT_WORKSPACE_BOX: Readonly<Box> = { x: 0, y: 0, ...DEFAULT_WORKSPACE_SIZE };

export const IDENTITY_CAMERA: Camera = { x: 0, y: 0, scale: 1 };

export interface CameraChange {
  camera: Camera;
  /** Set when the change was refused because the scale came to zero; the shell logs it. */
  warning?: typeof ZERO_SCALE_WARNING;
}

export interface ScaleLimits {
  min: number;
  max: number;
}

const ZOOM_LIMITS: ScaleLimits = { min: ZOOM_MIN, max: ZOOM_MAX };

export function roundScale(scale: number): number {
  return Math.round(scale * 100) / 100;
}

export function clampScale(scale: number, limits: ScaleLimits = ZOOM_LIMITS): number {
  return Math.min(limits.max, Math.max(limits.min, scale));
}

/**
 * Zoom to `scale` keeping the world point under the screen point (sx, sy) where it is. The scale is
 * rounded to 2 decimals, then clamped; one that rounds to zero (or is not a positive number) is refused.
 */
export function zoomAt(
  camera: Camera,
  sx: number,
  sy: number,
  scale: number,
  limits = ZOOM_LIMITS,
): CameraChange {
  const rounded = roundScale(scale);
  if (!(rounded > 0)) return { camera, warning: ZERO_SCALE_WARNING };
  const next = clampScale(rounded, limits);
  const ratio = next / camera.scale;
  return { camera: { x: sx - (sx - camera.x) * ratio, y: sy - (sy - camera.y) * ratio, scale: next } };
}

/**
 * Zoom by a factor about a screen point (wheel, buttons). Where rounding would swallow a small step
 * (a trackpad's), the scale still moves by 0.01 in the factor's direction, so zooming never stalls.
 */
export function zoomBy(
  camera: Camera,
  sx: number,
  sy: number,
  factor: number,
  limits = ZOOM_LIMITS,
): CameraChange {
  let scale = roundScale(camera.scale * factor);
  if (scale === camera.scale && factor !== 1 && scale > 0) scale += factor > 1 ? 0.01 : -0.01;
  return zoomAt(camera, sx, sy, scale, limits);
}

/** Pixels per wheel line and page, for WheelEvent.deltaMode 1 and 2. */
const WHEEL_LINE_PX = 16;
const WHEEL_PAGE_PX = 800;
/** A wheel delta of this many pixels halves (or doubles) the scale: a mouse notch of 100 px is about 13%. */
const WHEEL_PX_PER_HALVING = 500;

/** The zoom factor for a wheel event's deltaY and deltaMode: scrolling down zooms out. */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? WHEEL_LINE_PX : deltaMode === 2 ? WHEEL_PAGE_PX : 1);
  return 2 ** (-pixels / WHEEL_PX_PER_HALVING);
}

export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return { x: camera.x + dx, y: camera.y + dy, scale: camera.scale };
}

/**
 * Two-pointer pinch from the camera at the gesture's start: the scale follows the distance between the
 * pointers, and the world point under their starting midpoint follows their midpoint (two-finger pan).
 */
export function pinch(
  start: Camera,
  startA: Point,
  startB: Point,
  nowA: Point,
  nowB: Point,
  limits = ZOOM_LIMITS,
): CameraChange {
  const startDistance = Math.hypot(startB.x - startA.x, startB.y - startA.y);
  const nowDistance = Math.hypot(nowB.x - nowA.x, nowB.y - nowA.y);
  const scale = startDistance === 0 ? start.scale : (start.scale * nowDistance) / startDistance;
  const startMid = { x: (startA.x + startB.x) / 2, y: (startA.y + startB.y) / 2 };
  const zoomed = zoomAt(start, startMid.x, startMid.y, scale, limits);
  if (zoomed.warning) return zoomed;
  return {
    camera: panBy(zoomed.camera, (nowA.x + nowB.x) / 2 - startMid.x, (nowA.y + nowB.y) / 2 - startMid.y),
  };
}

export function screenToWorld(camera: Camera, sx: number, sy: number, out: Point = { x: 0, y: 0 }): Point {
  out.x = (sx - camera.x) / camera.scale;
  out.y = (sy - camera.y) / camera.scale;
  return out;
}

export function worldToScreen(camera: Camera, wx: number, wy: number, out: Point = { x: 0, y: 0 }): Point {
  out.x = wx * camera.scale + camera.x;
  out.y = wy * camera.scale + camera.y;
  return out;
}

/** The part of the map the viewport shows, grown by `margin` screen pixels on each side: the culling query. */
export function visibleWorldRect(
  camera: Camera,
  viewport: Viewport,
  margin = 0,
  out: Box = { x: 0, y: 0, width: 0, height: 0 },
): Box {
  out.x = (-margin - camera.x) / camera.scale;
  out.y = (-margin - camera.y) / camera.scale;
  out.width = (viewport.width + 2 * margin) / camera.scale;
  out.height = (viewport.height + 2 * margin) / camera.scale;
  return out;
}

/** The camera showing world point (cx, cy) at the viewport's centre (the bench's `{ cx, cy, scale }`). */
export function cameraAtCentre(cx: number, cy: number, scale: number, viewport: Viewport): Camera {
  return { x: viewport.width / 2 - cx * scale, y: viewport.height / 2 - cy * scale, scale };
}

export interface FitOptions {
  padding?: number;
  viewportMargin?: number;
  menuHeight?: number;
  limits?: ScaleLimits;
  /** The camera now: kept when it already shows the content at nearly the fitting scale. */
  current?: Camera;
  fitMargin?: number;
}

/**
 * The camera showing `content` (world units; undefined for an empty map, which shows the default
 * workspace) in the viewport below the menu allowance, less the viewport margin, with padding around it.
 * The scale is rounded down to 2 decimals (so the content still fits) and clamped to auto-zoom 0.25–2.5.
 */
export function zoomToFit(
  content: Box | undefined,
  viewport: Viewport,
  options: FitOptions = {},
): CameraChange {
  const {
    padding = ZOOM_PADDING,
    viewportMargin = VIEWPORT_FIT_MARGIN,
    menuHeight = MENU_HEIGHT_ALLOWANCE,
    limits = { min: AUTO_ZOOM_MIN, max: AUTO_ZOOM_MAX },
    current,
    fitMargin = FIT_MARGIN,
  } = options;
  const target = content ?? DEFAULT_WORKSPACE_BOX;
  const usable = usableArea(viewport, menuHeight, viewportMargin);
  const fitScale = Math.min(
    usable.width / (target.width * (1 + padding)),
    usable.height / (target.height * (1 + padding)),
  );
  // No room at all (a zero-size viewport) is the zero scale; a tiny fit is only clamped up.
  if (!(fitScale > 0)) return { camera: current ?? IDENTITY_CAMERA, warning: ZERO_SCALE_WARNING };
  const scale = clampScale(Math.floor(fitScale * 100) / 100, limits);
  if (current && Math.abs(current.scale - scale) <= fitMargin * scale && shows(current, target, usable)) {
    return { camera: current };
  }
  const centreX = usable.x + usable.width / 2;
  const centreY = usable.y + usable.height / 2;
  return {
    camera: {
      x: centreX - (target.x + target.width / 2) * scale,
      y: centreY - (target.y + target.height / 2) * scale,
      scale,
    },
  };
}

/** A map opens at no more than this scale: titles at the size their author set, readable (issue 23). */
export const OPENING_SCALE_MAX = 1;

/**
 * Where a map opens: fitted to the view when that needs zooming out (a large map), else at 100% centred on
 * its content (a small map), or an empty map's workspace centre at 100%, rather than zoomed in on a
 * few nodes or out to the whole 1920 by 1080 workspace with titles of 7 px.
 */
export function openingCamera(
  content: Box | undefined,
  viewport: Viewport,
  options: FitOptions = {},
): CameraChange {
  const fit = zoomToFit(content, viewport, options);
  if (fit.warning) return fit;
  const scale = content === undefined ? OPENING_SCALE_MAX : Math.min(fit.camera.scale, OPENING_SCALE_MAX);
  if (scale === fit.camera.scale) return fit;
  const target = content ?? DEFAULT_WORKSPACE_BOX;
  const usable = usableArea(viewport, options.menuHeight, options.viewportMargin);
  return {
    camera: {
      x: usable.x + usable.width / 2 - (target.x + target.width / 2) * scale,
      y: usable.y + usable.height / 2 - (target.y + target.height / 2) * scale,
      scale,
    },
  };
}

/** The screen area zoom to fit fills: below the menu, less the viewport margin split between both sides. */
export function usableArea(
  viewport: Viewport,
  menuHeight = MENU_HEIGHT_ALLOWANCE,
  margin = VIEWPORT_FIT_MARGIN,
): Box {
  const height = Math.max(0, viewport.height - menuHeight);
  const width = Math.max(0, viewport.width);
  return {
    x: (width * margin) / 2,
    y: menuHeight + (height * margin) / 2,
    width: width * (1 - margin),
    height: height * (1 - margin),
  };
}

function shows(camera: Camera, content: Box, area: Box): boolean {
  const left = content.x * camera.scale + camera.x;
  const top = content.y * camera.scale + camera.y;
  return (
    left >= area.x &&
    top >= area.y &&
    left + content.width * camera.scale <= area.x + area.width &&
    top + content.height * camera.scale <= area.y + area.height
  );
}
