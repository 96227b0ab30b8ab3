/** User-visible texts of the maps area (spec 1 sections 2, 5, 8 and 9). */
import { folderMessages } from '../../../src/model/folders/messages';
import type { MapView } from '../../../src/model/mapList/summary';

export const mapsStrings = {
  title: 'Maps',
  sidebarLabel: 'Map folders',
  views: {
    all: 'All',
    bookmarked: 'Bookmarked',
    myMaps: 'My Creations',
    shared: 'Shared By Others',
    archived: 'Archived',
    uncategorised: 'Uncategorised',
  } satisfies Record<Exclude<MapView, 'label'>, string>,
  foldersHeading: 'Folders',
  noFolders: 'No folders yet.',
  newFolder: 'New folder',
  renameFolder: 'Rename folder',
  deleteFolder: 'Delete folder',
  moveToFolder: 'Move to folder',
  moveSelected: (count: number) => `Move ${count} to folder`,
  mapCount: (count: number) => (count === 1 ? '1 map' : `${count} maps`),
  table: {
    label: 'Maps',
    select: (name: string) => `Select ${name}`,
    selectAll: 'Select all maps',
    name: 'Name',
    owner: 'Owner',
    modified: 'Modified',
    bookmark: 'Bookmark',
    actions: 'Actions',
    bookmarkMap: (name: string) => `Bookmark ${name}`,
    rowMenu: (name: string) => `Actions for ${name}`,
    me: 'Me',
  },
  rowMenu: {
    archive: 'Archive',
    restore: 'Restore',
    move: 'Move to folder',
    usage: 'Usage report',
    courseReport: 'Course report',
  },
  empty: {
    all: "You don't have any maps yet.",
    bookmarked: "You haven't bookmarked any maps yet.",
    myMaps: "You haven't created any maps yet.",
    shared: 'Nobody has shared a map with you yet.',
    archived: "You don't have any archived maps.",
    uncategorised: 'Every map is in a folder.',
    label: 'This folder is empty.',
  } satisfies Record<MapView, string>,
  /** What to do next in an empty view (ui/theme/GUIDE.md, States). */
  emptyNext: {
    all: 'Make your first map with New Map: a short tour shows you round.',
    bookmarked: "Press the star on a map's row to keep the map here.",
    myMaps: 'Maps you make are listed here. Start one with New Map.',
    shared: 'When someone shares a map with you, it is listed here.',
    archived:
      'Archive a map from the menu at the end of its row to put it out of the way; it waits here until you restore it.',
    uncategorised: 'Maps in no folder are listed here.',
    label: "Move maps here with Move to folder, in the menu at the end of a map's row.",
  } satisfies Record<MapView, string>,
  newMap: 'New Map',
  loading: 'Loading maps...',
  retry: 'Try again',
  unknownView: 'This view does not exist.',
  folderNotFound: folderMessages.notFound,
  createDialog: {
    title: 'New folder',
    name: 'Folder name',
    hint: 'A slash makes a subfolder, e.g. Science/Biology.',
    submit: 'Create',
  },
  renameDialog: {
    title: 'Rename folder',
    name: 'New name',
    submit: 'Rename',
  },
  deleteDialog: {
    title: 'Are you sure you want to delete?',
    message: (name: string) =>
      `The folder '${name}' and its subfolders will be deleted. The maps in them stay in your list.`,
  },
  moveDialog: {
    title: 'Move to folder',
    intro: (count: number) => (count === 1 ? 'Move 1 map to:' : `Move ${count} maps to:`),
    search: 'Search folders',
    noFolder: 'No folder (Uncategorised)',
    noMatch: 'No folder matches.',
    submit: 'Move',
  },
  cancel: 'Cancel',
  /** Named messages of spec 1 section 8, shown before the error's own text. */
  errors: {
    ...folderMessages.errors,
    deleteLabel: 'Delete label',
    bookmark: 'Bookmark map',
    archive: 'Archive map',
  },
  mapsMoved: folderMessages.mapsMoved,
  mapsUncategorised: folderMessages.mapsUncategorised,
  errorText: (name: string, detail: string) => `${name}: ${detail}`,
} as const;
