/**
 * A connection's label (pure): the text it shows, and where it is drawn and hit-tested. The text is the
 * connection's own label text (`content`), then what its type says about it: a Truth connection's
 * strength as the truth labels show it ('True', 'False', 'Neutral' or the rounded number), a Claim
 * connection's truth-issue category, a Fallacy connection's fallacy. Rich-text content (`prose`) shows
 * as a content marker and grows the label box (label extension 30, plus 60 with content).
 */
import type { Connection } from '../../src/model/map/connection';
import { CONNECTION_TYPE, FALLACY_CATEGORIES, FONT_SIZES } from '../../src/model/map/constants';
import { isEmptyDocument } from '../../src/model/richText/document';
import { strengthLabel } from '../../src/model/truth/messages';
import { labelBox } from '../geometry/connectionLabel';
import type { Route } from '../geometry/routing';
import { type Box, unionBoxes } from '../geometry/vector';
import { estimateTextBox } from './nodeSize';
import { type EdgeLabelView, LABEL_TEXT_COLOUR } from './views';

/** Label lines wrap at this width (world units). */
export const LABEL_WRAP_WIDTH = 200;
/** Space between the label's text and its box. */
export const LABEL_PADDING = 4;
/** The content marker's side; with no text the label is just the marker. */
export const CONTENT_MARKER_SIZE = 12;

/** What a label is made from, before it is placed on a route. */
export interface EdgeLabelInput {
  text: string;
  fontSize: number;
  content: boolean;
}

export type LabelledConnection = Pick<
  Connection,
  'type' | 'content' | 'prose' | 'strength' | 'claimType' | 'fallacyType' | 'labelFontSize'
>;

/** The label a connection shows; undefined when it has neither text nor content. */
export function connectionLabel(connection: LabelledConnection): EdgeLabelInput | undefined {
  const text = connectionLabelText(connection);
  const content = !isEmptyDocument(connection.prose);
  if (text === '' && !content) return undefined;
  return { text, fontSize: FONT_SIZES[connection.labelFontSize] ?? FONT_SIZES.medium, content };
}

/** The connection's own label text, then its type's label, a line each. */
export function connectionLabelText(connection: Omit<LabelledConnection, 'prose' | 'labelFontSize'>): string {
  const lines: string[] = [];
  const own = typeof connection.content === 'string' ? connection.content.trim() : '';
  if (own !== '') lines.push(own);
  const typeLabel = connectionTypeLabel(connection);
  if (typeLabel !== '') lines.push(typeLabel);
  return lines.join('\n');
}

function connectionTypeLabel(
  connection: Omit<LabelledConnection, 'prose' | 'labelFontSize' | 'content'>,
): string {
  switch (connection.type) {
    case CONNECTION_TYPE.TRUTH:
      return strengthLabel(connection.strength);
    case CONNECTION_TYPE.CLAIM:
      return connection.claimType ?? '';
    case CONNECTION_TYPE.FALLACY: {
      const fallacy = connection.fallacyType;
      if (fallacy === undefined) return '';
      // Shown as the report category names it ('ad hominem' as 'Ad Hominem').
      return FALLACY_CATEGORIES.find((category) => category.toLowerCase() === fallacy) ?? fallacy;
    }
    default:
      return '';
  }
}

/** The label placed at the route's label point: its text wrapped, its drawn box and its hit box. */
export function placeLabel(input: EdgeLabelInput, route: Route): EdgeLabelView {
  const { x, y } = route.label;
  const { text, width, height } = estimateLabelSize(input);
  const box: Box = { x: x - width / 2, y: y - height / 2, width, height };
  const hitBox = unionBoxes([box, labelBox(route, input.content)]) ?? box;
  return {
    text,
    fontSize: input.fontSize,
    textColour: LABEL_TEXT_COLOUR,
    content: input.content,
    box,
    hitBox,
  };
}

/** The label's wrapped text and its box's size (the content marker alone when it has no text). */
export function estimateLabelSize(input: EdgeLabelInput): { text: string; width: number; height: number } {
  const estimate = estimateTextBox(input.text, input.fontSize, LABEL_WRAP_WIDTH - 2 * LABEL_PADDING);
  const text = estimate.lines.join('\n');
  if (text === '') return { text, width: CONTENT_MARKER_SIZE, height: CONTENT_MARKER_SIZE };
  return {
    text,
    width: Math.ceil(estimate.width) + 2 * LABEL_PADDING,
    height: Math.ceil(estimate.height) + 2 * LABEL_PADDING,
  };
}

/** Where the content marker goes: on the label box's top-right corner, or the whole box without text. */
export function contentMarkerBox(label: EdgeLabelView): Box {
  if (label.text === '') return label.box;
  const half = CONTENT_MARKER_SIZE / 2;
  return {
    x: label.box.x + label.box.width - half,
    y: label.box.y - half,
    width: CONTENT_MARKER_SIZE,
    height: CONTENT_MARKER_SIZE,
  };
}
