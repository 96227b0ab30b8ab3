import { describe, expect, it } from 'vitest';
import { ALERT_AUTO_HIDE_MS, type Alert, createAlert, findMergeTarget } from './notifications';

const alert = (overrides: Partial<Alert>): Alert => ({
  ...createAlert({ alertType: 'info', text: 'Saved' }, 'a1b2c'),
  ...overrides,
});

describe('findMergeTarget', () => {
  it('merges an alert with the same topic, type and text', () => {
    const existing = alert({ topic: 'Save' });
    expect(findMergeTarget([existing], { topic: 'Save', alertType: 'info', text: 'Saved' })).toBe(existing);
  });

  it('keeps alerts apart when topic, type or text differ', () => {
    const existing = alert({ topic: 'Save' });
    expect(findMergeTarget([existing], { topic: 'Other', alertType: 'info', text: 'Saved' })).toBeUndefined();
    expect(findMergeTarget([existing], { topic: 'Save', alertType: 'error', text: 'Saved' })).toBeUndefined();
    expect(findMergeTarget([existing], { topic: 'Save', alertType: 'info', text: 'Saved!' })).toBeUndefined();
  });

  it('never merges into an alert that is already closing', () => {
    expect(findMergeTarget([alert({ open: false })], { alertType: 'info', text: 'Saved' })).toBeUndefined();
  });

  it('uses the default topic when none is given', () => {
    expect(findMergeTarget([alert({})], { alertType: 'info', text: 'Saved' })).toBeDefined();
  });
});

describe('auto-hide', () => {
  it('follows the spec: info 8000, success 4000, standard 8000, error and warning never', () => {
    expect(ALERT_AUTO_HIDE_MS).toEqual({
      info: 8000,
      success: 4000,
      standard: 8000,
      error: null,
      warning: null,
    });
  });
});
