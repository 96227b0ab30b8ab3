/** Texts of the editor's side panels: levels, search, tags, user note and adjoining nodes (spec 2 section 2). */
import type { ConnectionType } from '../../src/model/map/constants';
import { IMAGE_MEDIA_MAX_BYTES } from '../../src/model/map/media';
import type { SaveState } from '../../src/stores/MapEditorStore';
import { connectionTypeLabel } from './connectionStrings';
import type { PanelSize } from './panelSize';

export const panelStrings = {
  toggles: 'Panels',
  column: 'Side panels',
  panelSize: 'Panel size',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' } satisfies Record<PanelSize, string>,
  close: (panel: string) => `Close ${panel}`,
  panels: {
    mainEditor: 'Main editor',
    levels: 'Levels',
    search: 'Search',
    tags: 'Tags',
    userNote: 'User note',
    adjoining: 'Adjoining nodes',
  },

  // Levels
  currentLevel: 'Current level',
  levelRoute: 'Route to the current level',
  levelActions: (name: string) => `Actions for level ${name}`,
  moveLevelUp: 'Move up',
  moveLevelDown: 'Move down',
  joinSelected: 'Add selected nodes to this level',
  moveSelected: 'Move selected nodes to this level',
  deleteLevel: 'Delete level',
  renameLevel: 'Rename',
  renameLevelTitle: (name: string) => `Rename level ${name}`,
  levelName: 'Level name',
  levelBackground: 'Background image…',
  levelBackgroundTitle: (name: string) => `Background of level ${name}`,
  backgroundPreview: 'The background image now',
  noBackground: 'This level has no background image.',
  chooseBackground: 'Choose an image',
  replaceBackground: 'Choose another image',
  uploadingBackground: 'Uploading…',
  backgroundHint: `PNG, JPEG, WebP or GIF up to ${IMAGE_MEDIA_MAX_BYTES / 1_000_000} MB, shown whole behind the level, over the map area.`,
  backgroundNeedsSavedMap: 'Save the map to give its levels background images.',
  removeBackground: 'Remove background',
  closeBackground: 'Close',
  deleteLevelMessage: (name: string) =>
    `Level '${name}' and its connections will be deleted; its nodes stay on their other levels.`,
  newLevelName: 'New level name',
  addLevel: 'Add level',
  defaultLevelName: (count: number) => `Level ${count}`,
  nothingSelected: 'Select nodes on the map to add them to a level.',
  alreadyOnLevel: 'The selected nodes are already on that level.',

  // Search
  searchLabel: 'Search nodes',
  searchPlaceholder: 'Search…',
  noResults: 'No matching nodes.',
  results: (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`,
  onLevel: (name: string) => `on ${name}`,

  // Tags
  noTags: 'This map has no tags yet.',
  tag: 'Tag',
  untag: 'Untag',
  deleteMark: '×',
  newTagName: 'New tag name',
  addTag: 'Add tag',
  filterByTags: 'Filter by tags',
  toggleTag: (name: string) => `Tag selected nodes with ${name}`,
  deleteTag: (name: string) => `Delete tag ${name}`,
  deleteTagMessage: (name: string) => `Tag '${name}' will be taken off every node and deleted.`,
  allRequired: 'All selected tags required',
  matching: (count: number) => `${count} ${count === 1 ? 'node has' : 'nodes have'} the chosen tags`,
  tagCount: (count: number) => `${count} tagged`,
  selectNodesToTag: 'Select nodes to tag them.',

  // User note
  notesOverview: 'Overview',
  noteOnNode: (title: string) => `Note on ‘${title}’`,
  notesPrivate: 'Only you can see your notes.',
  selectNodeForNote: 'Select one node to write a note on it.',
  notesUnavailable:
    'Your own notes are kept on the server with maps saved to your account, so they are not available here.',
  notesLoading: 'Loading your notes…',
  retryNotes: 'Try again',
  saveNotes: 'Save notes',
  /** Beside Save notes: a save under way or failed first, then unsaved edits, then the last save. */
  notesStatus: (state: SaveState, modified: boolean): string => {
    if (state.status === 'saving') return 'Saving…';
    if (state.status === 'failed') return state.error;
    if (modified) return 'Unsaved changes';
    return state.status === 'saved' ? 'Notes saved' : '';
  },

  // Adjoining nodes
  selectOne: 'Select one node to see the nodes it is connected to.',
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  none: 'None',
  connectionType: (type: ConnectionType) => connectionTypeLabel(type),
} as const;
