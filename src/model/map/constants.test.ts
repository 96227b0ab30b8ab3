import { describe, expect, it } from 'vitest';
import { ID_LENGTH, newId } from '../ids';
import {
  ACCESS_RIGHTS,
  ALIGNMENT_OPTIONS,
  CONNECTION_LOCATIONS,
  CONNECTION_TYPE,
  CONNECTION_TYPES,
  CURRENT_MAP_VERSION,
  DEFAULT_ACCESS_RIGHT,
  DEFAULT_CONNECTION_LOCATION,
  DEFAULT_CONNECTION_TYPE,
  DEFAULT_CONNECTION_WIDTH,
  DEFAULT_CONTENT_SIZE,
  DEFAULT_FONT_SIZE_PX,
  DEFAULT_LABEL_FONT_SIZE,
  DEFAULT_LEVEL_ID,
  DEFAULT_LEVEL_NAME,
  DEFAULT_NODE_COLOUR,
  DEFAULT_NODE_SUB_TYPE,
  DEFAULT_OPERATOR,
  DEFAULT_RELEVANCE,
  DEFAULT_REVERSE_CONDITION,
  DEFAULT_TITLE_FONT_SIZE,
  DEFAULT_WORKSPACE_BOUNDS,
  DEFAULT_WORKSPACE_SIZE,
  FALLACY_CATEGORIES,
  FALLACY_TYPES,
  FONT_SIZE_LABELS,
  FONT_SIZE_NAMES,
  FONT_SIZES,
  HEX_COLOUR_PATTERN,
  LINE_TYPES,
  LINK_TYPES,
  LOADED_MAP_OPERATION_MODE,
  NODE_SUB_TYPE,
  OPERATION_MODES,
  OPERATOR,
  OPERATORS,
  STRENGTH_MAX,
  STRENGTH_MIN,
  STRENGTH_NEUTRAL,
  TRUTH_ISSUE_CATEGORIES,
  TRUTH_MAX_REVISITS,
  VISIBILITIES,
  VISIBLE_CONNECTION_TYPES,
} from './constants';

describe('map constants (spec 2 sections 3 and 9)', () => {
  it('numbers the connection types 1-8, defaults to Relative and hides only Group', () => {
    expect(CONNECTION_TYPE).toEqual({
      RELATIVE: 1,
      GROUP: 2,
      TRUTH: 3,
      MATH: 4,
      GENERIC: 5,
      FALLACY: 6,
      CLAIM: 7,
      BIDIRECTIONAL: 8,
    });
    expect(CONNECTION_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(DEFAULT_CONNECTION_TYPE).toBe(CONNECTION_TYPE.RELATIVE);
    expect(VISIBLE_CONNECTION_TYPES).toEqual([1, 3, 4, 5, 6, 7, 8]);
  });

  it('numbers the operators 1-13 in the spec order and defaults to AVG', () => {
    expect(Object.entries(OPERATOR)).toEqual([
      ['AND', 1],
      ['NOT', 2],
      ['ADD', 3],
      ['IF', 4],
      ['AVG', 5],
      ['MIN', 6],
      ['MAX', 7],
      ['IF_AND', 8],
      ['POS', 9],
      ['NEG', 10],
      ['IF_NOT', 11],
      ['NOT_IF', 12],
      ['NOT_IF_NOT', 13],
    ]);
    expect(OPERATORS).toHaveLength(13);
    expect(DEFAULT_OPERATOR).toBe(5);
  });

  it('has the font sizes, their labels and defaults', () => {
    expect(FONT_SIZES).toEqual({
      'x-small': 10,
      small: 13,
      medium: 16,
      large: 18,
      'x-large': 24,
      'xx-large': 32,
    });
    expect(FONT_SIZE_NAMES).toEqual(['x-small', 'small', 'medium', 'large', 'x-large', 'xx-large']);
    expect(FONT_SIZE_NAMES.map((name) => FONT_SIZE_LABELS[name])).toEqual([
      'Tiny',
      'Small',
      'Medium',
      'Large',
      'Jumbo',
      'Huge',
    ]);
    expect(DEFAULT_TITLE_FONT_SIZE).toBe('large');
    expect(DEFAULT_FONT_SIZE_PX).toBe(18);
    expect(DEFAULT_LABEL_FONT_SIZE).toBe('medium');
  });

  it('has the node and connection value lists', () => {
    expect(NODE_SUB_TYPE).toEqual({ CONTENT: 1, OPERATOR: 2 });
    expect(DEFAULT_NODE_SUB_TYPE).toBe(1);
    expect(LINK_TYPES).toEqual(['none', 'map', 'presentation', 'lesson']);
    expect(LINE_TYPES).toEqual(['auto', 'curve', 'elbow', 'straight']);
    expect(CONNECTION_LOCATIONS).toEqual(['auto', 'left', 'top', 'right', 'bottom']);
    expect(DEFAULT_CONNECTION_LOCATION).toBe('auto');
    expect(VISIBILITIES).toEqual(['visible', 'hidden', 'collapsed']);
    expect(ALIGNMENT_OPTIONS).toEqual(['none', 'horizontal', 'vertical', 'top-bottom', 'left-right']);
    expect(DEFAULT_REVERSE_CONDITION).toBe('always');
    expect(DEFAULT_CONNECTION_WIDTH).toBe(3);
    expect(DEFAULT_CONTENT_SIZE).toEqual({ width: 250, height: 250 });
    expect(DEFAULT_NODE_COLOUR).toMatch(HEX_COLOUR_PATTERN);
  });

  it('lists fallacies and truth issues exactly as the spec does', () => {
    expect(FALLACY_TYPES).toEqual([
      'unknown',
      'ad hominem',
      'authority',
      'confirm consequent',
      'correlation/causation',
      'deny antecedent',
      'straw man',
    ]);
    expect(FALLACY_CATEGORIES).toEqual([
      'Ad Hominem',
      'Authority',
      'Confirm Consequent',
      'Correlation/Causation',
      'Deny Antecedent',
      'Straw Man',
      'Unknown',
    ]);
    expect(TRUTH_ISSUE_CATEGORIES).toEqual([
      'Unknown',
      'Irrelevant',
      'Unsupported',
      'Unverifiable',
      'Emotional',
    ]);
  });

  it('orders access rights from lowest to highest, defaulting to edit', () => {
    expect(ACCESS_RIGHTS).toEqual(['none', 'view', 'facilitator', 'edit', 'admin']);
    expect(DEFAULT_ACCESS_RIGHT).toBe('edit');
  });

  it('has the strength scale, relevance and truth revisit limit', () => {
    expect([STRENGTH_MIN, STRENGTH_NEUTRAL, STRENGTH_MAX]).toEqual([-100, 0, 100]);
    expect(DEFAULT_RELEVANCE).toBe(100);
    expect(TRUTH_MAX_REVISITS).toBe(4);
  });

  it('has the default level, map version, workspace and modes', () => {
    expect(DEFAULT_LEVEL_ID).toBe(1);
    expect(DEFAULT_LEVEL_NAME).toBe('Main');
    expect(CURRENT_MAP_VERSION).toBe(4);
    expect(DEFAULT_WORKSPACE_BOUNDS).toEqual({ minX: -2000, minY: -2000, maxX: 4000, maxY: 3000 });
    expect(DEFAULT_WORKSPACE_BOUNDS.maxX - DEFAULT_WORKSPACE_BOUNDS.minX).toBe(6000);
    expect(DEFAULT_WORKSPACE_BOUNDS.maxY - DEFAULT_WORKSPACE_BOUNDS.minY).toBe(5000);
    expect(DEFAULT_WORKSPACE_SIZE).toEqual({ width: 1920, height: 1080 });
    expect(OPERATION_MODES).toHaveLength(10);
    expect(LOADED_MAP_OPERATION_MODE).toBe('reviewOnly');
  });

  it('accepts only 6-digit hex colours', () => {
    for (const colour of ['#000000', '#A1b2C3', '#ffffff']) expect(colour).toMatch(HEX_COLOUR_PATTERN);
    for (const colour of ['#fff', 'ffffff', '#ffffffff', 'red', '#gggggg', ''])
      expect(colour).not.toMatch(HEX_COLOUR_PATTERN);
  });

  it('makes ids of 10 characters', () => {
    expect(ID_LENGTH).toBe(10);
    expect(newId()).toMatch(/^[0-9A-Za-z]{10}$/);
  });
});
