/**
 * A real concept map for the demo account: photosynthesis as an argument map, in the stored map
 * form of spec 2 section 3 (nodes with a levels list, typed connections, levels, tags, settings), with
 * study content (issue 27): flashcards in three nodes' content, a recall item and a flashcard item.
 */
import { paragraph } from '../../src/model/richText/document.ts';
import { flashcardElement } from '../../src/model/richText/elements.ts';
import type { BlockElement } from '../../src/model/richText/types.ts';

type Position = { x: number; y: number };

const MAIN_LEVEL = 1;
const DETAIL_LEVEL = 2;

const node = (
  id: string,
  title: string,
  position: Position,
  options: {
    colour?: string;
    levelId?: number;
    tags?: string[];
    strength?: number;
    operator?: number;
    prose?: BlockElement[];
  } = {},
) => ({
  id,
  title,
  titleFontSize: 'large',
  colour: options.colour ?? '#4a90d9',
  operator: options.operator ?? 5, // AVG
  subType: 1, // content
  showContent: false,
  levels: [
    { levelId: options.levelId ?? MAIN_LEVEL, position, colour: options.colour ?? '#4a90d9', truth: 0 },
  ],
  tags: options.tags ?? [],
  visibility: 'visible',
  showAscendants: true,
  showDescendants: true,
  strength: options.strength ?? 0,
  ignoreManualStrength: false,
  reverseTruthCondition: 'always',
  prose: options.prose ?? null,
});

const connection = (
  id: string,
  from: string,
  to: string,
  type: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  from,
  to,
  type,
  levelId: MAIN_LEVEL,
  relevance: 100,
  strength: 0,
  labelFontSize: 'medium',
  lineType: 'auto',
  fromLocation: 'auto',
  toLocation: 'auto',
  waypoints: [],
  visibility: 'visible',
  ...extra,
});

/** The tag of the nodes the 'Key terms' flashcard item turns into cards. */
const KEY_TERMS_TAG = 'tag-key-terms';

/** Node content: the flashcards of the map's 'Map cards' deck, and the backs of the key terms' cards. */
const PROSE = {
  photo: [
    paragraph('Plants capture light energy and store it as chemical energy in sugar.'),
    flashcardElement('What does photosynthesis turn light energy into?', 'Chemical energy stored in glucose'),
    flashcardElement('What are the inputs of photosynthesis?', 'Light, water and carbon dioxide'),
  ],
  chloro: [
    paragraph('Chlorophyll is the green pigment that absorbs light inside the chloroplasts.'),
    flashcardElement('Which pigment absorbs light for photosynthesis?', 'Chlorophyll'),
    flashcardElement('Why are leaves green?', 'Chlorophyll reflects green light and absorbs red and blue'),
  ],
  oxygen: [
    paragraph('Oxygen is released as a by-product when water is split in the light reactions.'),
    flashcardElement(
      'Where does the oxygen released by plants come from?',
      'From water split in the light reactions',
    ),
    flashcardElement('Which gas do plants release in photosynthesis?', 'Oxygen (O2)'),
  ],
  glucose: [paragraph('A sugar made in the Calvin cycle from carbon dioxide; plants store it as starch.')],
  thylakoid: [paragraph('Stacked membranes inside the chloroplast where the light reactions take place.')],
  atp: [paragraph('Energy carriers made by the light reactions and spent by the Calvin cycle.')],
};

const RELATIVE = 1;
const TRUTH = 3;

export const DEMO_MAP_NAME = 'Photosynthesis';

export function photosynthesisMap(mapId: string) {
  return {
    id: mapId,
    name: DEMO_MAP_NAME,
    settings: {
      version: 4,
      positiveTruthColour: '#2e9d5b',
      negativeTruthColour: '#d64545',
      neutralTruthColour: '#9aa5b1',
      defaultConnectionType: RELATIVE,
    },
    levels: [
      { id: MAIN_LEVEL, description: 'Main' },
      { id: DETAIL_LEVEL, description: 'Light reactions' },
    ],
    tags: [
      { id: 'tag-inputs', description: 'Inputs', selected: false },
      { id: 'tag-outputs', description: 'Outputs', selected: false },
      { id: KEY_TERMS_TAG, description: 'Key terms', selected: false },
    ],
    nodes: [
      node('n-photo', 'Photosynthesis', { x: 600, y: 80 }, { colour: '#2e9d5b', prose: PROSE.photo }),
      node('n-light', 'Sunlight', { x: 160, y: 260 }, { tags: ['tag-inputs'], colour: '#f5b700' }),
      node('n-water', 'Water (H2O)', { x: 420, y: 260 }, { tags: ['tag-inputs'] }),
      node('n-co2', 'Carbon dioxide (CO2)', { x: 720, y: 260 }, { tags: ['tag-inputs'] }),
      node(
        'n-chloro',
        'Chlorophyll in chloroplasts',
        { x: 1000, y: 260 },
        { colour: '#2e9d5b', prose: PROSE.chloro },
      ),
      node(
        'n-glucose',
        'Glucose (C6H12O6)',
        { x: 420, y: 460 },
        { tags: ['tag-outputs', KEY_TERMS_TAG], colour: '#a06cd5', prose: PROSE.glucose },
      ),
      node(
        'n-oxygen',
        'Oxygen (O2)',
        { x: 760, y: 460 },
        { tags: ['tag-outputs'], colour: '#a06cd5', prose: PROSE.oxygen },
      ),
      node('n-claim', 'Plants make their own food', { x: 600, y: 660 }, { colour: '#1f6f8b', operator: 1 }),
      node('n-evidence1', 'Starch appears in leaves kept in light', { x: 320, y: 840 }, { strength: 80 }),
      node('n-evidence2', 'Leaves kept in the dark show no starch', { x: 880, y: 840 }, { strength: 70 }),
      node(
        'n-thylakoid',
        'Thylakoid membranes',
        { x: 300, y: 200 },
        { levelId: DETAIL_LEVEL, tags: [KEY_TERMS_TAG], prose: PROSE.thylakoid },
      ),
      node(
        'n-atp',
        'ATP and NADPH',
        { x: 640, y: 200 },
        { levelId: DETAIL_LEVEL, tags: [KEY_TERMS_TAG], prose: PROSE.atp },
      ),
    ],
    connections: [
      connection('c-light', 'n-light', 'n-photo', RELATIVE),
      connection('c-water', 'n-water', 'n-photo', RELATIVE),
      connection('c-co2', 'n-co2', 'n-photo', RELATIVE),
      connection('c-chloro', 'n-chloro', 'n-photo', RELATIVE),
      connection('c-glucose', 'n-photo', 'n-glucose', RELATIVE),
      connection('c-oxygen', 'n-photo', 'n-oxygen', RELATIVE),
      connection('c-food', 'n-glucose', 'n-claim', RELATIVE),
      connection('c-ev1', 'n-evidence1', 'n-claim', TRUTH, { strength: 80 }),
      connection('c-ev2', 'n-evidence2', 'n-claim', TRUTH, { strength: 70 }),
      connection('c-atp', 'n-thylakoid', 'n-atp', RELATIVE, { levelId: DETAIL_LEVEL }),
    ],
    presentations: [],
    courseItems: [
      {
        id: 'item-inputs-outputs',
        type: 'recall',
        name: 'Inputs and outputs',
        tags: ['tag-inputs', 'tag-outputs'],
      },
      { id: 'item-key-terms', type: 'flashcard', name: 'Key terms', tags: [KEY_TERMS_TAG] },
    ],
    questions: [],
    answers: [],
    overviewProse: null,
    userNoteTemplate: null,
    currentLevelId: MAIN_LEVEL,
  };
}
