/**
 * The video player's settings (spec 3 section 3): its size as a percentage of the screen's width
 * (shrunk to the hidden size when the video is not visible), maximised, full screen, docked, its corner,
 * and a crop of each edge (percentages) with an optional fixed height.
 */
import { VIDEO_PLAYER } from './constants';

export const VIDEO_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
export type VideoPosition = (typeof VIDEO_POSITIONS)[number];

export interface VideoCrop {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** A fixed height in pixels; null: the height the aspect ratio gives. */
  fixedHeight: number | null;
}

export interface VideoPlayerSettings {
  size: number;
  maximised: boolean;
  fullscreen: boolean;
  docked: boolean;
  position: VideoPosition;
  crop: VideoCrop;
  videoVisible: boolean;
}

export const DEFAULT_VIDEO_PLAYER_SETTINGS: VideoPlayerSettings = {
  size: VIDEO_PLAYER.defaultSizePercent,
  maximised: false,
  fullscreen: false,
  docked: true,
  position: 'bottomRight',
  crop: { left: 0, right: 0, top: 0, bottom: 0, fixedHeight: null },
  videoVisible: true,
};

/** The player's width as a percentage of the screen's: the hidden size while the video is not visible. */
export function videoWidthPercent(settings: VideoPlayerSettings): number {
  if (settings.maximised) return 100;
  return settings.videoVisible ? clampPercent(settings.size) : VIDEO_PLAYER.hiddenSizePercent;
}

/** Its height for a width, in the same unit: the fixed height where set, else 16:9 less the crop. */
export function videoHeightFor(width: number, crop: VideoCrop): number {
  if (crop.fixedHeight !== null) return crop.fixedHeight;
  const kept = 1 - (clampPercent(crop.top) + clampPercent(crop.bottom)) / 100;
  const wide = 1 - (clampPercent(crop.left) + clampPercent(crop.right)) / 100;
  return wide > 0 ? (width * VIDEO_PLAYER.aspectRatio * kept) / wide : 0;
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
}
