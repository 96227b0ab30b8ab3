/** Texts of the map screen (spec 2). */
export const mapScreenStrings = {
  loading: 'Loading map…',
  failed: 'Unable to load the map.',
  selected: (count: number) => `${count} selected`,
  zoom: (scale: number) => `${Math.round(scale * 100)}%`,
  zoomToFit: 'Zoom to fit',
  canvasLabel: (name: string) => `Map ${name}`,
  reviewOnly: 'Review only',
} as const;
