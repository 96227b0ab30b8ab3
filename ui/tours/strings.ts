/** Texts of the guided tours and the Tutorials menu (spec 2 section 2, spec 3 section 2.5). */
import type { TourId, TourStepId } from '../../src/model/tours';
import { shortcutLabel } from '../screens/map/shortcuts';

export interface StepText {
  readonly title: string;
  readonly description: string;
}

type TourTexts = { readonly [T in TourId]: { readonly [S in TourStepId<T>]: StepText } };

const steps: TourTexts = {
  newMap: {
    canvas: {
      title: 'This is your map',
      description:
        'Your ideas go here as nodes, joined by connections. Drag empty space to move around and scroll to zoom.',
    },
    addNode: {
      title: 'Add your first node',
      description:
        'Press Add node to put a node in the middle of the map. Next opens once the node is there.',
    },
    nameNode: {
      title: 'Name it',
      description:
        'The selected node’s details open here. Type a title for it and press Enter. Next opens once it is named.',
    },
    save: {
      title: 'Keep your work',
      description: 'Save stores the map in your account. Until then the toolbar shows Unsaved changes.',
    },
    more: {
      title: 'There is more to learn',
      description:
        'The Toolbar and Content Editor tours are here whenever you want them. A red dot marks a tour you have not done yet.',
    },
  },
  toolbar: {
    toolbar: {
      title: 'The toolbar',
      description: 'Everything you do to the map starts here. This tour shows each part in turn.',
    },
    modes: {
      title: 'Edit or review',
      description: 'Edit lets you change the map; Review shows it as your students will study it.',
    },
    undo: {
      title: 'Undo and Redo',
      description: `Take back your last changes, or bring them back again (${shortcutLabel('undo')} and ${shortcutLabel('redo')}).`,
    },
    addNode: {
      title: 'Add node',
      description: 'Puts a new node in the middle of what you see, ready for its title.',
    },
    bulkAdd: {
      title: 'Add many at once',
      description:
        'Bulk add makes one node per line of text. Add children, next to it, adds nodes joined to the selected one.',
    },
    link: {
      title: 'Connect nodes',
      description: 'Select a node, press Link, then select the node it leads to.',
    },
    arrange: {
      title: 'Tidy up',
      description:
        'With two or more nodes selected, line them up in a row or a column or space them evenly. Lay out arranges the selection, or the whole level, in layers: each claim above its reasons.',
    },
    delete: {
      title: 'Delete',
      description: 'Removes the selected nodes with their connections, or the selected connection.',
    },
    connectionType: {
      title: 'Kind of connection',
      description:
        'What a new connection means: Relative, Truth (it carries truth from node to node), Claim and more. Change a connection later in its panel.',
    },
    save: {
      title: 'Save',
      description: 'Stores your changes in your account.',
    },
    file: {
      title: 'File',
      description:
        'Save a copy of the map, export it to a file, open a map file as a new map, keep the map for offline use, or rename, share or delete it.',
    },
  },
  contentEditor: {
    selectNode: {
      title: 'Choose a node',
      description:
        'Every node can hold notes, pictures, formulas and more. Press Add node to make one to write in; a node you selected before starting the tour will do too, then just press Next.',
    },
    write: {
      title: 'Write its content',
      description:
        'Type here. Start a line with # and a space for a heading, - for a list or > for a quote, or with ``` for code. Next opens once you have written something.',
    },
    format: {
      title: 'Format the text',
      description: 'Bold, italic and more, the style of a line, and bulleted or numbered lists.',
    },
    insert: {
      title: 'Insert',
      description:
        'Add links, formulas, images, videos, links to other nodes, quiz fields, tables and flashcards.',
    },
  },
};

export const tourStrings = {
  steps,
  names: { newMap: 'Your New Map', toolbar: 'Toolbar', contentEditor: 'Content Editor' } satisfies Record<
    TourId,
    string
  >,
  menu: 'Tutorials',
  tooltip: 'Guided tours of the map editor',
  /** The menu button's accessible name, with the badge's count. */
  menuLabel: (notDone: number) => (notDone === 0 ? 'Tutorials' : `Tutorials, ${notDone} not done`),
  notDone: 'Not done yet',
  /** Off a map page, or on a map the user may not edit: a tour opens a new map to practise on. */
  opensNewMap: 'Each tour opens a new map to practise on.',
  next: 'Next',
  done: 'Done',
  close: 'Close the tour',
  notKept: 'The finished tour could not be recorded; it will show as not done.',
  progress: '{{current}} of {{total}}',
} as const;
