import { describe, expect, it } from 'vitest';
import { makeConnection, makeMap, makeNode } from '../../src/model/actions/testMaps';
import { CONNECTION_TYPE, FONT_SIZES } from '../../src/model/map/constants';
import { emptyDocument, isEmptyDocument, paragraph } from '../../src/model/richText';
import { LABEL_CONTENT_EXTENSION, LABEL_EXTENSION } from '../geometry/connectionLabel';
import { CONTENT_MARKER_SIZE, connectionLabel, connectionLabelText, contentMarkerBox } from './edgeLabel';
import { reroutedEdgeView } from './edgeView';
import { fromMap } from './fromMap';

const { TRUTH, CLAIM, FALLACY, RELATIVE } = CONNECTION_TYPE;
const base = { content: '', strength: 0 };

describe('connection label text', () => {
  it("shows the connection's own text, then what its type says", () => {
    expect(connectionLabelText({ ...base, type: RELATIVE, content: '  causes ' })).toBe('causes');
    expect(connectionLabelText({ ...base, type: RELATIVE })).toBe('');
    expect(connectionLabelText({ ...base, type: TRUTH, strength: 100 })).toBe('True');
    expect(connectionLabelText({ ...base, type: TRUTH, strength: -99.6 })).toBe('False');
    expect(connectionLabelText({ ...base, type: TRUTH, strength: 0.2 })).toBe('Neutral');
    expect(connectionLabelText({ ...base, type: TRUTH, strength: 42.5, content: 'because' })).toBe(
      'because\n43',
    );
    expect(connectionLabelText({ ...base, type: CLAIM, claimType: 'Unsupported' })).toBe('Unsupported');
    expect(connectionLabelText({ ...base, type: FALLACY, fallacyType: 'ad hominem' })).toBe('Ad Hominem');
    expect(connectionLabelText({ ...base, type: FALLACY })).toBe('');
  });
});

describe('connection label content', () => {
  // Spec 2 section 5: null or blank text is empty, and so is a document with a single empty paragraph.
  const proses: Record<string, unknown> = {
    nothing: undefined,
    null: null,
    'blank text': '   ',
    'a single empty paragraph': emptyDocument(),
    'a single blank paragraph as JSON': JSON.stringify([paragraph('  ')]),
    'an empty legacy document': { blocks: [{ text: '', type: 'unstyled' }], entityMap: {} },
    'two blank paragraphs': [paragraph(''), paragraph(' ')],
    'a blank heading': [{ type: 'heading', level: 1, children: [{ text: '' }] }],
    'an image': [{ type: 'image', src: 'x.png', align: 'left', children: [{ text: '' }] }],
    text: [paragraph('Why')],
  };

  it.each(Object.entries(proses))(
    'shows a content marker for %s exactly when the model says it is not empty',
    (_, prose) => {
      const label = connectionLabel({ ...base, type: RELATIVE, labelFontSize: 'medium', prose });
      expect(label?.content ?? false).toBe(!isEmptyDocument(prose));
    },
  );
});

describe('connection labels in views', () => {
  const nodes = [makeNode('a', { 1: { x: 0, y: 0 } }), makeNode('b', { 1: { x: 600, y: 0 } })];
  const prose = [{ type: 'paragraph', children: [{ text: 'Why' }] }];

  it('places the label on the middle of the route, sized by its text and labelFontSize', () => {
    const map = makeMap({
      nodes: nodes,
      connections: [
        makeConnection('t', 'a', 'b', { type: TRUTH, strength: 100, labelFontSize: 'x-large' }),
        makeConnection('plain', 'a', 'b'),
      ],
    });
    const [truth, plain] = fromMap(map).edges;
    const label = truth?.label;
    expect(label).toMatchObject({ text: 'True', fontSize: FONT_SIZES['x-large'], content: false });
    const midX = ((truth?.points[0] ?? 0) + (truth?.points.at(-2) ?? 0)) / 2;
    expect((label?.box.x ?? 0) + (label?.box.width ?? 0) / 2).toBeCloseTo(midX);
    // The hit box is at least the spec's label box (extension 30).
    expect(label?.hitBox.width).toBeGreaterThanOrEqual(2 * LABEL_EXTENSION);
    expect(plain?.label).toBeUndefined();
    // Truth connections carry their strength and the dashes of the five steps.
    expect(truth?.strength).toBe(100);
    expect(truth?.stepDashes).toHaveLength(5);
    expect(truth?.stepDashes?.[4]).toBeNull();
    expect(plain?.stepDashes).toBeUndefined();
  });

  it('shows rich-text content as a marker and grows the hit box by the content extension', () => {
    const map = makeMap({
      nodes: nodes,
      connections: [
        makeConnection('c', 'a', 'b', { prose }),
        makeConnection('tc', 'a', 'b', { prose, content: 'leads to' }),
      ],
    });
    const [onlyContent, both] = fromMap(map).edges;
    expect(onlyContent?.label?.text).toBe('');
    expect(onlyContent?.label?.content).toBe(true);
    expect(onlyContent?.label?.box.width).toBe(CONTENT_MARKER_SIZE);
    expect(onlyContent?.label?.hitBox.width).toBe(2 * (LABEL_EXTENSION + LABEL_CONTENT_EXTENSION));
    const label = both?.label;
    if (label === undefined) throw new Error('expected a label');
    const marker = contentMarkerBox(label);
    expect(marker.x + marker.width / 2).toBe(label.box.x + label.box.width);
    expect(marker.y + marker.height / 2).toBe(label.box.y);
  });

  it('keeps the label when a drag preview routes the connection again', () => {
    const map = makeMap({
      nodes: nodes,
      connections: [makeConnection('t', 'a', 'b', { content: 'a long label text' })],
    });
    const [edge] = fromMap(map).edges;
    if (edge === undefined) throw new Error('expected an edge');
    const moved = reroutedEdgeView(
      edge,
      { x: 0, y: 100, width: 120, height: 48 },
      { x: 600, y: 100, width: 120, height: 48 },
    );
    expect(moved.label?.text).toBe(edge.label?.text);
    expect(moved.label?.box.y).toBeCloseTo((edge.label?.box.y ?? 0) + 100);
  });
});
