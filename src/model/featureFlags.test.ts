import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  fromFlagList,
  isFlagOn,
  linkFlag,
  SHIPPED_HELP_PATH,
  toFlagList,
} from './featureFlags';

describe('feature flags', () => {
  it('lists every flag of the spec in order', () => {
    expect(toFlagList(DEFAULT_FEATURE_FLAGS).map((flag) => flag.name)).toEqual([...FEATURE_FLAG_NAMES]);
  });

  it('reads the wire form back, ignoring unknown names and bad values', () => {
    const flags = fromFlagList([
      { name: 'google-login', value: true },
      { name: 'not-a-flag', value: true },
      { name: 'school-login', value: 7 },
      { name: 'google-measurement-id', value: 'G-1' },
    ]);
    expect(flags['google-login']).toBe(true);
    expect(flags['school-login']).toBe(DEFAULT_FEATURE_FLAGS['school-login']);
    expect(flags['google-measurement-id']).toBe('G-1');
    expect(Object.keys(flags)).toEqual([...FEATURE_FLAG_NAMES]);
  });

  it('treats true and non-empty strings as on', () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, 'google-login': true, 'google-measurement-id': '' };
    expect(isFlagOn(flags, 'google-login')).toBe(true);
    expect(isFlagOn(flags, 'facebook-login')).toBe(false);
    expect(isFlagOn(flags, 'google-measurement-id')).toBe(false);
    expect(isFlagOn({ ...flags, 'google-measurement-id': 'G-1' }, 'google-measurement-id')).toBe(true);
  });

  it('opens help from the shipped summary by default and takes configured http(s) addresses or site paths', () => {
    expect(linkFlag(DEFAULT_FEATURE_FLAGS, 'help-url')).toBe(SHIPPED_HELP_PATH);
    expect(linkFlag(DEFAULT_FEATURE_FLAGS, 'tutorials-url')).toBeNull();
    const set = (value: string) =>
      linkFlag({ ...DEFAULT_FEATURE_FLAGS, 'tutorials-url': value }, 'tutorials-url');
    expect(set('https://help.example.org/videos?x=1')).toBe('https://help.example.org/videos?x=1');
    expect(set('/app/help.html#faq')).toBe('/app/help.html#faq');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'help.example.org', 'true', ''])
      expect(set(bad)).toBeNull();
  });
});
