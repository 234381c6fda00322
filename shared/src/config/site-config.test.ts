import { renderHook } from '@testing-library/react';
import { HEADER_HEIGHT_VAR, headerOffset } from './header-height';
import { useSiteConfig } from './use-site-config';
import { testSiteConfig } from '../testing/fixtures';

const full = testSiteConfig;

const ALL_FIELDS = [
  'brandName', 'apiBase', 'clubEmail', 'calendarEmbedUrl', 'mapEmbedUrl',
  'remotes.remote_public', 'remotes.remote_member', 'remotes.remote_admin',
  'storage.url', 'storage.anonKey', 'storage.bucket', 'social.youtube', 'social.instagram',
];

/** A fresh copy of the module, so "not yet set" can be tested whatever other tests did. */
function freshModule(): typeof import('./site-config') {
  let mod!: typeof import('./site-config');
  jest.isolateModules(() => {
    mod = jest.requireActual('./site-config');
  });
  return mod;
}

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

describe('parseSiteConfig', () => {
  it('accepts a full config and returns it', () => {
    const { parseSiteConfig } = freshModule();
    const input = JSON.parse(JSON.stringify(full)) as unknown;
    expect(parseSiteConfig(input)).toEqual(full);
  });

  it('names every missing field of an empty object', () => {
    const { parseSiteConfig } = freshModule();
    const message = messageOf(() => parseSiteConfig({}));
    expect(message).toMatch(/^Invalid site config: /);
    for (const field of ALL_FIELDS) expect(message).toContain(`${field} must be a non-empty string`);
  });

  it.each([null, undefined, 'config', 42])('rejects %p naming every field', (value) => {
    const { parseSiteConfig } = freshModule();
    const message = messageOf(() => parseSiteConfig(value));
    for (const field of ALL_FIELDS) expect(message).toContain(field);
  });

  it('takes an optional telemetry sample rate from 0 to 1, and refuses any other', () => {
    const { parseSiteConfig } = freshModule();
    expect(parseSiteConfig({ ...full, telemetry: { sampleRate: 0.25 } }).telemetry).toEqual({ sampleRate: 0.25 });
    for (const telemetry of [{ sampleRate: 1.5 }, { sampleRate: -0.1 }, { sampleRate: '1' }, {}, null]) {
      expect(messageOf(() => parseSiteConfig({ ...full, telemetry }))).toBe(
        'Invalid site config: telemetry.sampleRate must be a number from 0 to 1',
      );
    }
  });

  it.each(ALL_FIELDS)('names %s alone when only it is missing', (field) => {
    const { parseSiteConfig } = freshModule();
    const broken = JSON.parse(JSON.stringify(full)) as Record<string, Record<string, unknown>>;
    const [head, tail] = field.split('.') as [string, string | undefined];
    if (tail) delete broken[head]![tail];
    else delete broken[head];
    const message = messageOf(() => parseSiteConfig(broken));
    expect(message).toBe(`Invalid site config: ${field} must be a non-empty string`);
  });

  it('rejects empty strings and values of the wrong type', () => {
    const { parseSiteConfig } = freshModule();
    const message = messageOf(() => parseSiteConfig({ ...full, apiBase: '', brandName: 7 }));
    expect(message).toContain('apiBase must be a non-empty string');
    expect(message).toContain('brandName must be a non-empty string');
    expect(message).not.toContain('clubEmail');
  });
});

describe('getSiteConfig / setSiteConfig', () => {
  it('throws when read before it is set', () => {
    const { getSiteConfig } = freshModule();
    expect(() => getSiteConfig()).toThrow('Site config read before it was loaded');
  });

  it('returns what was set', () => {
    const { getSiteConfig, setSiteConfig } = freshModule();
    setSiteConfig(full);
    expect(getSiteConfig()).toBe(full);
    const other = { ...full, apiBase: '/v2' };
    setSiteConfig(other);
    expect(getSiteConfig().apiBase).toBe('/v2');
  });

  it('useSiteConfig gives the config set', () => {
    // useSiteConfig reads the module instance it imports, so set it through the same instance.
    const { setSiteConfig } = jest.requireActual<typeof import('./site-config')>('./site-config');
    setSiteConfig(full);
    const { result } = renderHook(() => useSiteConfig());
    expect(result.current).toEqual(full);
  });

  it('lists the three remotes', () => {
    const { REMOTE_NAMES } = freshModule();
    expect(REMOTE_NAMES).toEqual(['remote_public', 'remote_member', 'remote_admin']);
  });
});

describe('header height variable', () => {
  it('is --club-header-height, with the bar\'s least height as its fallback', () => {
    expect(HEADER_HEIGHT_VAR).toBe('--club-header-height');
    expect(headerOffset).toBe('var(--club-header-height, 76px)');
  });
});
