import { describe, expect, it } from 'vitest';
import {
  connectionBounds,
  LABEL_CONTENT_EXTENSION,
  LABEL_EXTENSION,
  labelBox,
  labelExtension,
} from './connectionLabel';
import { routeConnection } from './routing';
import { box } from './vector';

const route = routeConnection({ from: box(0, 0, 100, 50), to: box(300, 0, 100, 50), lineType: 'straight' });

describe('connection labels', () => {
  it('extends 30, plus 60 with content', () => {
    expect(LABEL_EXTENSION).toBe(30);
    expect(LABEL_CONTENT_EXTENSION).toBe(60);
    expect(labelExtension(false)).toBe(30);
    expect(labelExtension(true)).toBe(90);
  });

  it('keeps a square around the middle of the route', () => {
    expect(labelBox(route, false)).toEqual(box(170, -5, 60, 60));
    expect(labelBox(route, true)).toEqual(box(110, -65, 180, 180));
  });

  it('indexes a connection with its label only when it has one', () => {
    expect(connectionBounds(route, { hasLabel: false, hasContent: false })).toEqual(route.bounds);
    expect(connectionBounds(route, { hasLabel: true, hasContent: false })).toEqual(box(100, -5, 200, 60));
  });
});
