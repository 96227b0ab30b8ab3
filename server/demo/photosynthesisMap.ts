/**
 * A real concept map for the demo account: photosynthesis as an argument map, in the stored map
 * form of spec 2 section 3 (nodes with a levels list, typed connections, levels, tags, settings).
 */

type Position = { x: number; y: number };

const MAIN_LEVEL = 1;
const DETAIL_LEVEL = 2;

const node = (
  id: string,
  title: string,
  position: Position,
  options: { colour?: string; levelId?: number; tags?: string[]; strength?: number; operator?: number } = {},
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
  prose: null,
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
    ],
    nodes: [
      node('n-photo', 'Photosynthesis', { x: 600, y: 80 }, { colour: '#2e9d5b' }),
      node('n-light', 'Sunlight', { x: 160, y: 260 }, { tags: ['tag-inputs'], colour: '#f5b700' }),
      node('n-water', 'Water (H2O)', { x: 420, y: 260 }, { tags: ['tag-inputs'] }),
      node('n-co2', 'Carbon dioxide (CO2)', { x: 720, y: 260 }, { tags: ['tag-inputs'] }),
      node('n-chloro', 'Chlorophyll in chloroplasts', { x: 1000, y: 260 }, { colour: '#2e9d5b' }),
      node(
        'n-glucose',
        'Glucose (C6H12O6)',
        { x: 420, y: 460 },
        { tags: ['tag-outputs'], colour: '#a06cd5' },
      ),
      node('n-oxygen', 'Oxygen (O2)', { x: 760, y: 460 }, { tags: ['tag-outputs'], colour: '#a06cd5' }),
      node('n-claim', 'Plants make their own food', { x: 600, y: 660 }, { colour: '#1f6f8b', operator: 1 }),
      node('n-evidence1', 'Starch appears in leaves kept in light', { x: 320, y: 840 }, { strength: 80 }),
      node('n-evidence2', 'Leaves kept in the dark show no starch', { x: 880, y: 840 }, { strength: 70 }),
      node('n-thylakoid', 'Thylakoid membranes', { x: 300, y: 200 }, { levelId: DETAIL_LEVEL }),
      node('n-atp', 'ATP and NADPH', { x: 640, y: 200 }, { levelId: DETAIL_LEVEL }),
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
    courseItems: [],
    questions: [],
    answers: [],
    overviewProse: null,
    userNoteTemplate: null,
    currentLevelId: MAIN_LEVEL,
  };
}
