import type { TelemetryBatch } from 'shared/types';
import { reportRemoteLoad, reportRenderError, startTelemetry } from './page-telemetry';
import type { TelemetrySource } from './telemetry-reporter';

const MEMBER = { remote: 'remote-member', version: '0.3.0' } as const;
const source: TelemetrySource = {
  releaseOfModule: (id) => (id.startsWith('remote_member/') ? MEMBER : null),
  releaseOfStack: (stack) => (stack.includes('/remote-member/0.3.0/') ? MEMBER : null),
  currentModule: () => 'remote_member/dashboard-page',
};

function start() {
  const send = jest.fn<void, [string, string]>();
  const reporter = startTelemetry({ url: '/api/telemetry', sampleRate: 1, source, send });
  const sent = () => send.mock.calls.flatMap(([, body]) => (JSON.parse(body) as TelemetryBatch).events);
  return { reporter, send, sent };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('startTelemetry', () => {
  it('sends the queue when the page turns hidden, and nothing while it stays visible', () => {
    const { reporter, send, sent } = start();
    reporter.add({ type: 'load', ...MEMBER });
    setVisibility('visible');
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(sent()).toEqual([{ type: 'load', ...MEMBER }]);
  });

  it('sends the queue at pagehide', () => {
    const { reporter, sent } = start();
    reporter.add({ type: 'load', ...MEMBER });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([{ type: 'load', ...MEMBER }]);
  });

  it("reports a rejection nobody handled in a remote's code", () => {
    const { sent } = start();
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = Object.assign(new Error('no'), { stack: 'Error: no\n    at g (https://cdn.example/remote-member/0.3.0/static/js/2.js:1:1)' });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([{ type: 'unhandled-error', ...MEMBER }]);
  });

  it("reports an error nobody caught in a remote's code, but not the shell's", () => {
    const { sent } = start();
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (https://cdn.example/remote-member/0.3.0/static/js/1.js:1:1)';
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'https://cdn.example/remote-member/0.3.0/static/js/1.js' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('shell'), filename: 'https://club.example/static/js/index.js' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = error;
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('pagehide'));
    // Once per remote and version in a page load.
    expect(sent()).toEqual([{ type: 'unhandled-error', ...MEMBER }]);
  });

  it('passes render errors and loads to the running reporter', () => {
    const { sent } = start();
    reportRemoteLoad('remote_member/dashboard-page', false);
    reportRenderError('remote_member/dashboard-page');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([{ type: 'load', ...MEMBER }, { type: 'render-error', ...MEMBER }]);
  });
});
