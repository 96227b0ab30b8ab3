import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseFeatureFlags } from './config';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3001 with the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3001);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.featureFlags['create-account']).toBe(true);
  });

  it.each([['abc'], ['70000'], ['-1'], ['3.5']])('refuses PORT=%s with a one-line message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `PORT="${port}" is not valid: must be a port number from 0 to 65535 (0 picks a free port)`,
    );
  });

  it.each([['mysql://localhost/db'], ['not a url'], ['postgres://']])('refuses DATABASE_URL=%s', (url) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /^DATABASE_URL=".*" is not valid: must be a URL of the form postgres:/,
    );
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('refuses an unknown log level', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      /^LOG_LEVEL="loud" is not valid: must be one of fatal/,
    );
  });
});

describe('MAP_MAX_BYTES', () => {
  it('defaults to 50 MB of JSON', () => {
    expect(loadConfig({}).mapMaxBytes).toBe(50_000_000);
    expect(loadConfig({ MAP_MAX_BYTES: '200000' }).mapMaxBytes).toBe(200_000);
  });

  it.each([['abc'], ['999'], ['1.5e3']])('refuses MAP_MAX_BYTES=%s', (value) => {
    expect(() => loadConfig({ MAP_MAX_BYTES: value })).toThrow(
      `MAP_MAX_BYTES="${value}" is not valid: must be a whole number of bytes, at least 10000`,
    );
  });
});

describe('MEDIA_MAX_BYTES and MEDIA_CHUNK_BYTES', () => {
  it('default to 200 MB of video or audio in rows of 1 MiB, and read their variables', () => {
    expect(loadConfig({})).toMatchObject({ mediaMaxBytes: 200_000_000, mediaChunkBytes: 1_048_576 });
    expect(loadConfig({ MEDIA_MAX_BYTES: '50000', MEDIA_CHUNK_BYTES: '4096' })).toMatchObject({
      mediaMaxBytes: 50_000,
      mediaChunkBytes: 4096,
    });
  });

  it('refuses what is not a whole number in range', () => {
    expect(() => loadConfig({ MEDIA_MAX_BYTES: '10' })).toThrow(
      'MEDIA_MAX_BYTES="10" is not valid: must be a whole number of at least 1000',
    );
    expect(() => loadConfig({ MEDIA_CHUNK_BYTES: '99999999' })).toThrow(
      'MEDIA_CHUNK_BYTES="99999999" is not valid: must be at most 16777216',
    );
  });
});

describe('collaboration room limits', () => {
  it('default to 500 rooms of 100 clients and 1 MiB each, and read their variables', () => {
    expect(loadConfig({}).collabLimits).toEqual({
      maxRooms: 500,
      maxClientsPerRoom: 100,
      maxRoomBytes: 1_048_576,
    });
    const env = { COLLAB_MAX_ROOMS: '3', COLLAB_MAX_ROOM_CLIENTS: '2', COLLAB_MAX_ROOM_BYTES: '65536' };
    expect(loadConfig(env).collabLimits).toEqual({ maxRooms: 3, maxClientsPerRoom: 2, maxRoomBytes: 65_536 });
  });

  it.each([
    ['COLLAB_MAX_ROOMS', '0', 1],
    ['COLLAB_MAX_ROOM_CLIENTS', 'many', 1],
    ['COLLAB_MAX_ROOM_BYTES', '100', 1024],
  ])('refuses %s=%s', (name, value, min) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `${name}="${value}" is not valid: must be a whole number of at least ${min}`,
    );
  });
});

describe('parseFeatureFlags', () => {
  it('reads switches and string values', () => {
    const flags = parseFeatureFlags(
      'google-login, school-login=true, create-account=false, google-measurement-id=G-1',
    );
    expect(flags['google-login']).toBe(true);
    expect(flags['school-login']).toBe(true);
    expect(flags['create-account']).toBe(false);
    expect(flags['google-measurement-id']).toBe('G-1');
  });

  it('refuses unknown flags and non-boolean switches', () => {
    expect(() => parseFeatureFlags('dark-mode')).toThrow("FEATURE_FLAGS: unknown flag 'dark-mode'");
    expect(() => parseFeatureFlags('google-login=maybe')).toThrow(
      "FEATURE_FLAGS: flag 'google-login' must be true or false, got 'maybe'",
    );
  });
});

describe('OpenID Connect providers', () => {
  it('configures a provider from its three variables', () => {
    const config = loadConfig({
      OAUTH_AGS_ISSUER: 'https://login.school.example',
      OAUTH_AGS_CLIENT_ID: 'maps',
      OAUTH_AGS_CLIENT_SECRET: 's3cret',
      OAUTH_AGS_NAME: 'Springfield High',
    });
    expect(config.oauth).toEqual({
      ags: {
        issuer: 'https://login.school.example',
        clientId: 'maps',
        clientSecret: 's3cret',
        displayName: 'Springfield High',
      },
    });
  });

  it('refuses a provider with only some of its variables', () => {
    expect(() => loadConfig({ OAUTH_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      'OAUTH_GOOGLE_ISSUER, OAUTH_GOOGLE_CLIENT_ID and OAUTH_GOOGLE_CLIENT_SECRET must be set together',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' loopback, 10.0.0.0/8 ,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([['yes'], ['10.0.0.0/33'], ['proxy.example.org'], ['1.2.3.4/8/1'], [',']])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY="${value}" is not valid: must be true, false, a number of proxy hops, or a comma-separated list`,
      );
    },
  );
});

describe('development conveniences in production', () => {
  it('reads the operator’s legal documents (LEGAL_TERMS_URL, LEGAL_PRIVACY_URL); unset shows the shipped texts', () => {
    expect(loadConfig({}).legal).toEqual({ termsUrl: null, privacyUrl: null });
    expect(
      loadConfig({
        LEGAL_TERMS_URL: 'https://school.example/terms',
        LEGAL_PRIVACY_URL: 'https://school.example/privacy',
      }).legal,
    ).toEqual({ termsUrl: 'https://school.example/terms', privacyUrl: 'https://school.example/privacy' });
    expect(() => loadConfig({ LEGAL_TERMS_URL: 'javascript:alert(1)' })).toThrow(/^LEGAL_TERMS_URL=/);
  });

  it('refuses DEV_OUTBOX=1 with NODE_ENV=production or an https PUBLIC_URL', () => {
    expect(() => loadConfig({ DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(
      new ConfigError('DEV_OUTBOX=1 shows every e-mail to anyone: it is refused with NODE_ENV=production'),
    );
    expect(() => loadConfig({ DEV_OUTBOX: '1', PUBLIC_URL: 'https://maps.example.org' })).toThrow(
      /^DEV_OUTBOX=1 shows every e-mail to anyone: it is refused with an https PUBLIC_URL/,
    );
  });

  it('keeps DEV_OUTBOX=1 for local development and tests', () => {
    expect(loadConfig({ DEV_OUTBOX: '1', PUBLIC_URL: 'http://127.0.0.1:3001' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '1', NODE_ENV: 'test' }).devOutbox).toBe(true);
  });

  it('serves source maps by default everywhere but in production, and as SOURCE_MAPS says', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ SOURCE_MAPS: '0' }).serveSourceMaps).toBe(false);
  });

  it('opens introspection to anonymous callers only where GRAPHQL_INTROSPECTION=1', () => {
    expect(loadConfig({}).anonymousIntrospection).toBe(false);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: '1' }).anonymousIntrospection).toBe(true);
  });
});
