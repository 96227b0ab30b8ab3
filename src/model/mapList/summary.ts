/** The map list of the maps area (spec 1 sections 2 to 4): summaries, user tags and the views. */

/** Per-user tags on maps. */
export const USER_TAGS = ['Bookmarked', 'Archived'] as const;
export type UserTag = (typeof USER_TAGS)[number];

export interface ChangeStamp {
  /** ISO 8601. */
  date: string;
  userId: string;
}

export interface MapOwner {
  id: string;
  firstName: string;
  lastName: string;
}

/** A row of the maps table (56 px high). */
export interface MapSummary {
  id: string;
  name: string;
  owner: MapOwner;
  userTags: UserTag[];
  /** Ids of the viewer's folders holding the map. */
  labels: string[];
  updated: ChangeStamp;
  created: ChangeStamp;
}

/** The views of /home/maps: all, bookmarked, my creations, shared by others, archived, uncategorised, folder. */
export const MAP_VIEWS = [
  'all',
  'bookmarked',
  'myMaps',
  'shared',
  'archived',
  'uncategorised',
  'label',
] as const;
export type MapView = (typeof MAP_VIEWS)[number];

const isArchived = (map: Pick<MapSummary, 'userTags'>) => map.userTags.includes('Archived');

/**
 * The maps of one view. Archived maps appear only in the archived view. The owner is compared with the
 * viewer's id to split My Creations from Shared By Others. The label view needs the folder's id.
 */
export function mapsInView<T extends Pick<MapSummary, 'owner' | 'userTags' | 'labels'>>(
  maps: readonly T[],
  view: MapView,
  viewerId: string,
  labelId?: string | null,
): T[] {
  if (view === 'archived') return maps.filter(isArchived);
  const active = maps.filter((map) => !isArchived(map));
  switch (view) {
    case 'all':
      return active;
    case 'bookmarked':
      return active.filter((map) => map.userTags.includes('Bookmarked'));
    case 'myMaps':
      return active.filter((map) => map.owner.id === viewerId);
    case 'shared':
      return active.filter((map) => map.owner.id !== viewerId);
    case 'uncategorised':
      return active.filter((map) => map.labels.length === 0);
    case 'label':
      return labelId ? active.filter((map) => map.labels.includes(labelId)) : [];
  }
}

/** The table's default order: last modified first; ties by name, then id, so the order is stable. */
export function sortByLastModified<T extends Pick<MapSummary, 'id' | 'name' | 'updated'>>(
  maps: readonly T[],
): T[] {
  return [...maps].sort(
    (a, b) =>
      b.updated.date.localeCompare(a.updated.date) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
}

/** A tag toggled on or off (the bookmark's optimistic update computes the same result the server stores). */
export function withUserTag(tags: readonly UserTag[], tag: UserTag, on: boolean): UserTag[] {
  const rest = tags.filter((entry) => entry !== tag);
  return on ? [...rest, tag] : rest;
}
