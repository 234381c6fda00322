import type { TelemetryBatch } from 'shared/types';
import { createTelemetryReporter, type Release, type TelemetrySource } from './telemetry-reporter';

const PUBLIC: Release = { remote: 'remote-public', version: '1.4.0' };
const MEMBER: Release = { remote: 'remote-member', version: '0.3.0' };

function setup({ sampleRate = 1, page = 'remote_public/landing-page' } = {}) {
  let current: string | null = page;
  const source: TelemetrySource = {
    releaseOfModule: (id) => (id.startsWith('remote_public/') ? PUBLIC : id.startsWith('remote_member/') ? MEMBER : null),
    releaseOfStack: (stack) => (stack.includes('/remote-member/0.3.0/') ? MEMBER : null),
    currentModule: () => current,
  };
  const send = jest.fn<void, [string, string]>();
  const reporter = createTelemetryReporter({ url: 'https://club.example/api/telemetry', sampleRate, source, send, random: () => 0.5 });
  const sent = () => send.mock.calls.flatMap(([, body]) => (JSON.parse(body) as TelemetryBatch).events);
  return { reporter, send, sent, go: (id: string | null) => { current = id; } };
}

describe('createTelemetryReporter', () => {
  it('sends nothing when nothing happened', () => {
    const { reporter, send } = setup();
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what was queued to the telemetry URL at a flush, once', () => {
    const { reporter, send, sent } = setup();
    reporter.add({ type: 'load', ...PUBLIC });
    reporter.renderError('remote_member/dashboard-page');
    reporter.flush();
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toBe('https://club.example/api/telemetry');
    expect(sent()).toEqual([{ type: 'load', ...PUBLIC }, { type: 'load', ...MEMBER }, { type: 'render-error', ...MEMBER }]);
  });

  it('counts a slot\'s module as a load or a load failure of its release, once per page load', () => {
    const { reporter, sent } = setup();
    reporter.remoteLoad('remote_public/landing-page', false);
    reporter.remoteLoad('remote_public/login-page', false);
    reporter.remoteLoad('remote_member/dashboard-page', true);
    reporter.remoteLoad('remote_admin/admin-page', false);
    reporter.flush();
    expect(sent()).toEqual([{ type: 'load', ...PUBLIC }, { type: 'load-failure', ...MEMBER }]);
  });

  it("attributes an unhandled error to the remote its stack or script URL points into, and drops any other", () => {
    const { reporter, sent } = setup();
    const inMember = new Error('boom');
    inMember.stack = 'Error: boom\n    at f (https://cdn.example/remote-member/0.3.0/static/js/1.js:1:1)';
    reporter.unhandledError(inMember);
    reporter.unhandledError(new Error('shell'));
    reporter.unhandledError('a string', undefined);
    reporter.flush();
    expect(sent()).toEqual([{ type: 'unhandled-error', ...MEMBER }]);

    const byUrl = setup();
    byUrl.reporter.unhandledError(undefined, 'https://cdn.example/remote-member/0.3.0/static/js/1.js');
    byUrl.reporter.flush();
    expect(byUrl.sent()).toEqual([{ type: 'unhandled-error', ...MEMBER }]);
  });

  it("gives LCP to the first page's remote, INP and CLS to the page's remote when reported", () => {
    const { reporter, sent, go } = setup();
    go('remote_member/dashboard-page');
    reporter.vital('LCP', 1234.5678, 'v1');
    reporter.vital('INP', 96, 'v2');
    reporter.vital('CLS', 0.01234, 'v3');
    go(null);
    reporter.vital('INP', 300, 'v4');
    reporter.flush();
    expect(sent()).toEqual([
      { type: 'vital', ...PUBLIC, name: 'LCP', value: 1234.568 },
      { type: 'vital', ...MEMBER, name: 'INP', value: 96 },
      { type: 'vital', ...MEMBER, name: 'CLS', value: 0.012 },
    ]);
  });

  it('sends at once (after the current listeners) what is added while the page is hidden', async () => {
    const { reporter, send } = setup();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      reporter.vital('CLS', 0.1, 'c1');
      reporter.vital('INP', 50, 'i1');
      expect(send).not.toHaveBeenCalled();
      await Promise.resolve();
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      visibility.mockRestore();
    }
  });

  it('out of the sample reports nothing', () => {
    const { reporter, send } = setup({ sampleRate: 0.1 });
    expect(reporter.sampled).toBe(false);
    reporter.add({ type: 'load', ...PUBLIC });
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('swallows its own errors', () => {
    const send = jest.fn(() => {
      throw new Error('network stack gone');
    });
    const reporter = createTelemetryReporter({
      url: '/api/telemetry', sampleRate: 1, send,
      source: { releaseOfModule: () => { throw new Error('x'); }, releaseOfStack: () => PUBLIC, currentModule: () => null },
    });
    expect(() => reporter.renderError('remote_public/landing-page')).not.toThrow();
    reporter.unhandledError(new Error('y'));
    expect(() => reporter.flush()).not.toThrow();
  });
});
