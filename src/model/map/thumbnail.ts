/**
 * A map's thumbnail (issue 22): a small picture of the map the client draws as it saves, shown in the maps
 * table, the dashboard's recent maps and a class's resources. The client draws it at `width`×`height`; the
 * server takes at most `maxWidth`×`maxHeight` and `maxBytes`.
 */
export const MAP_THUMBNAIL_SIZE = { width: 320, height: 180 } as const;

export const MAP_THUMBNAIL_LIMITS = { maxWidth: 640, maxHeight: 360, maxBytes: 64 * 1024 } as const;

/** Where a map's thumbnail is uploaded (PUT) and read (GET). */
export function mapThumbnailPath(mapId: string): string {
  return `/a/media/maps/${mapId.startsWith(':') ? mapId : encodeURIComponent(mapId)}/thumbnail`;
}
