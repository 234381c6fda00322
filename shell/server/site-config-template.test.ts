/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderTemplate, writeSiteConfigFromTemplate } from './site-config-template';

describe('the image\'s default site config, written at start', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'club-site-template-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('every ${NAME} is the variable\'s value; a missing one is named', () => {
    expect(renderTemplate('{"a":"${SITE_URL}/x","b":"${CDN_URL}","c":"$uri"}', { SITE_URL: 'https://club.example', CDN_URL: 'https://cdn.example' }))
      .toBe('{"a":"https://club.example/x","b":"https://cdn.example","c":"$uri"}');
    expect(() => renderTemplate('${CDN_URL}', {})).toThrow('site config template: set CDN_URL');
  });

  test('written to SITE_CONFIG_FILE (its folder made) when SITE_CONFIG_TEMPLATE is set; an operator\'s own file is left alone', () => {
    const template = join(dir, 'config.json.template');
    writeFileSync(template, '{"remotes":{"remote_public":"${CDN_URL}/remote-public/0.1.0/mf-manifest.json"}}');
    const file = join(dir, 'run', 'config.json');
    expect(writeSiteConfigFromTemplate({ SITE_CONFIG_TEMPLATE: template, SITE_CONFIG_FILE: file, CDN_URL: 'http://cdn:8080' })).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ remotes: { remote_public: 'http://cdn:8080/remote-public/0.1.0/mf-manifest.json' } });

    writeFileSync(file, '{"own":true}');
    expect(writeSiteConfigFromTemplate({ SITE_CONFIG_TEMPLATE: '', SITE_CONFIG_FILE: file })).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('{"own":true}');
    expect(() => writeSiteConfigFromTemplate({ SITE_CONFIG_TEMPLATE: template })).toThrow('set SITE_CONFIG_FILE');
  });
});
