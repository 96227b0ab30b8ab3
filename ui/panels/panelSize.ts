/**
 * Panel sizes (spec 2 sections 2 and 9): small 20, medium 40 and large 100 percent of the editor's
 * width, at most 800 px (small, medium) or 1200 px (large).
 */
export type PanelSize = 'small' | 'medium' | 'large';

export const PANEL_SIZES: readonly PanelSize[] = ['small', 'medium', 'large'];

export const PANEL_SIZE_RULES: Readonly<Record<PanelSize, { percent: number; maxWidth: number }>> = {
  small: { percent: 20, maxWidth: 800 },
  medium: { percent: 40, maxWidth: 800 },
  large: { percent: 100, maxWidth: 1200 },
};

export const DEFAULT_PANEL_SIZE: PanelSize = 'small';

/** The panel's width in px within an editor `containerWidth` px wide (0 for no or a broken width). */
export function panelWidth(size: PanelSize, containerWidth: number): number {
  if (!Number.isFinite(containerWidth) || containerWidth <= 0) return 0;
  const { percent, maxWidth } = PANEL_SIZE_RULES[size];
  return Math.min(Math.floor((containerWidth * percent) / 100), maxWidth);
}

/** The same rule as a CSS width, for a panel laid out inside the editor's row. */
export function panelWidthCss(size: PanelSize): string {
  const { percent, maxWidth } = PANEL_SIZE_RULES[size];
  return `min(${percent}%, ${maxWidth}px)`;
}
