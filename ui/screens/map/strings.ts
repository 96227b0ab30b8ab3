/** Texts of the map screen and the editor around it (spec 2). */
import type { SaveState } from '../../../src/stores/MapEditorStore';
import { shortcutLabel } from './shortcuts';

export const mapScreenStrings = {
  loading: 'Loading map…',
  backToMap: 'Back to map',
  failed: 'Unable to load the map.',
  selected: (count: number) => `${count} selected`,
  zoom: (scale: number) => `${Math.round(scale * 100)}%`,
  zoomToFit: 'Zoom to fit',
  legend: 'Legend',
  legendTruth: 'Node colour: truth',
  legendConnections: 'Connections',
  legendTruthUpTo: (strength: string) => `Truth, strength up to ${strength}`,
  /** The panel floating over the canvas: selection count, zoom, zoom to fit, fit on open. */
  viewControls: 'View',
  /** The user setting zoomToFit: off, the map opens where it was last looked at. */
  fitOnOpen: 'Fit on open',
  /** The surface's pan mode (spec 2 section 3), for touch: every drag pans. */
  panMode: 'Pan mode',
  minimap: 'Minimap',
  minimapHelp: 'An overview of the level in the corner: click or drag on it to move the view',
  minimapLabel: 'Minimap: click or drag to move the view',
  panModeTooltip: 'Pan mode: drag anywhere to move the map; tap to select',
  canvasLabel: (name: string) => `Map ${name}`,
  reviewOnly: 'Review only',
  homeLink: 'Go to home page',
  homeTooltip: 'Go to home page - Exit map and return to home page to load another map or course',
  modes: {
    edit: 'Edit',
    review: 'Review',
    reviewOnly: 'Review only',
    personalise: 'Personalise',
    liveEdit: 'Live edit',
  } as Record<string, string>,
  noEditRights: 'You do not have edit rights on this map: it is open in review only.',
  unsavedTitle: 'Unsaved changes',
  unsavedChanges: 'The map has unsaved changes that will be lost. Perform action anyway?',
  unsavedNotes: 'User notes have not been saved.',
  /** Loads the newest saved version of the map (the notice of a newer version, issue 24). */
  reloadMap: 'Reload',
  modified: 'Unsaved changes',
  saveState: (state: SaveState): string | null => {
    switch (state.status) {
      case 'saving':
        return 'Saving…';
      case 'saved':
        return 'Saved';
      case 'failed':
        return state.error;
      default:
        return null;
    }
  },
} as const;

/** Texts of the editor's toolbar and panels. */
export const editorStrings = {
  toolbarLabel: 'Map editor',
  save: 'Save',
  saveAs: 'Save as…',
  saveAsTitle: 'Save a copy',
  saveAsName: 'Name of the copy',
  undo: 'Undo',
  redo: 'Redo',
  addNode: 'Add node',
  newNodeTitle: 'New node',
  bulkAdd: 'Bulk add',
  bulkAddTitle: 'Add nodes',
  bulkAddHelp: 'One node per line.',
  bulkAddLines: 'Node titles',
  add: 'Add',
  cancel: 'Cancel',
  delete: 'Delete',
  addChildren: 'Add children',
  link: 'Link',
  linkHelp: 'Link the selected node to the nodes you select next',
  linkingFrom: (title: string) =>
    `Linking from ‘${title}’: select the node to connect it to (${shortcutLabel('linkSelected')} links the selected node; ${shortcutLabel('cancelLinking')} cancels).`,
  cancelLinking: 'Cancel linking',
  addChildrenTitle: 'Add children',
  childTitles: 'Titles of the children',
  childTitlesHelp: 'One child per line; each is connected to the selected node.',
  arrange: 'Arrange',
  arrangements: {
    horizontal: 'Align in a row',
    vertical: 'Align in a column',
    'left-right': 'Distribute left to right',
    'top-bottom': 'Distribute top to bottom',
  },
  layOutSelection: 'Lay out the selection',
  layOutLevel: 'Lay out the whole level',
  connectionType: 'New connections',
  fileMenu: 'File',
  exportMap: 'Export',
  importMap: 'Import',
  importFile: 'Map file to import',
  importFailed: 'The map file could not be imported.',
  imported: (name: string) => `The map file was imported as a new map named '${name}'.`,
  nodePanel: 'Node',
  title: 'Title',
  operator: 'Operator',
  strength: 'Manual truth',
  noStrength: 'No manual truth',
  setStrength: 'Set manual truth',
  truth: 'Truth',
  truthValue: (label: string) => `Truth: ${label}`,
} as const;

/** Texts of the canvas's context menu (right click, long press, the context-menu key or Shift+F10). */
export const contextMenuStrings = {
  label: 'Map commands',
  commands: {
    addChild: 'Add child',
    linkFrom: 'Link from here',
    copy: 'Copy',
    delete: 'Delete',
    colour: 'Colour…',
    connectionType: 'Change type…',
    addNodeHere: 'Add node here',
    paste: 'Paste',
    selectAll: 'Select all',
    zoomToFit: 'Zoom to fit',
  },
  truthColour: 'Truth colour',
  colourNamed: (hex: string) => `Colour ${hex}`,
  clipboardRefused: 'The browser did not allow the clipboard to be used: use Ctrl+C and Ctrl+V instead.',
} as const;

/** Texts of creating a map (route /new). */
export const newMapStrings = {
  name: 'New map',
  copyName: (name: string) => `${name} (copy)`,
  creating: 'Creating a new map',
  failed: 'The map could not be created.',
} as const;

export const defaultMapStrings = {
  opening: 'Opening your most recent map',
  failed: 'Your recent maps could not be read.',
} as const;

/** The sandbox's work kept in the browser (/sandbox). */
export const sandboxStrings = {
  kept: 'Kept in this browser',
  keptHelpSignedOut:
    'Your sandbox map stays in this browser until you discard it. Sign up to keep it as a map of your own.',
  keptHelpSignedIn: 'Your sandbox map stays in this browser until you discard it. Save as keeps it as a map.',
  signUp: 'Sign up to keep it',
  discard: 'Discard',
  discardTitle: 'Discard the sandbox map',
  discardMessage: 'Everything on the sandbox map is removed from this browser. This cannot be undone.',
  full: "This browser's storage is full: the latest changes are not kept. Save the map or export it.",
};

/** The map's Presentations menu (issue 25). */
export const quizMenuStrings = {
  menu: 'Questions',
  answer: 'Answer questions',
  edit: 'Edit questions',
  answers: "Learners' answers",
  count: (count: number) =>
    count === 0 ? 'No questions yet' : count === 1 ? '1 question' : `${count} questions`,
} as const;

/** The map's Practise menu (issue 27): recall and flashcards. */
export const practiseMenuStrings = {
  menu: 'Practise',
  recallMap: 'Recall the map',
  recallLevel: 'Recall this level',
  recallItem: (name: string) => `Recall: ${name}`,
  flashcards: 'Flashcards',
  flashcardItem: (name: string) => `Flashcards: ${name}`,
} as const;

export const presentationsMenuStrings = {
  menu: 'Presentations',
  none: 'No presentations yet',
  entry: (name: string, type: string) => (type === 'lesson' ? `${name} (lesson)` : name),
  play: (name: string) => `Play ${name}`,
  slides: (name: string) => `Content slides of ${name}`,
  record: (name: string) => `Record ${name}`,
  delete: (name: string) => `Delete ${name}`,
  newPresentation: 'New presentation',
  mapSlides: "The map's content slides",
  deleteTitle: 'Delete the presentation?',
  deleteMessage: (name: string) => `${name} will be deleted from the map when you save it.`,
} as const;
