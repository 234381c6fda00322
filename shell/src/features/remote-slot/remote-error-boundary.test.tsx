import { screen } from '@testing-library/react';
import type { TelemetryBatch } from 'shared/types';
import { renderWithTheme } from 'shared/testing';
import { startTelemetry } from '../telemetry/page-telemetry';
import { RemoteSlot } from './remote-slot';

function Crashing(): never {
  throw new Error('the dashboard broke');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteErrorBoundary and the field telemetry', () => {
  it("reports a render error of a remote module as a render error of its remote's release", async () => {
    const send = jest.fn<void, [string, string]>();
    startTelemetry({
      url: '/api/telemetry',
      sampleRate: 1,
      send,
      source: {
        releaseOfModule: (id) => (id === 'remote_member/dashboard-page' ? { remote: 'remote-member', version: '0.3.0' } : null),
        releaseOfStack: () => null,
        currentModule: () => 'remote_member/dashboard-page',
      },
    });
    const load = jest.fn(async () => ({ default: Crashing }));

    renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />);
    await screen.findByRole('button', { name: /try again/i });
    window.dispatchEvent(new Event('pagehide'));

    const events = send.mock.calls.flatMap(([, body]) => (JSON.parse(body) as TelemetryBatch).events);
    expect(events).toEqual([{ type: 'render-error', remote: 'remote-member', version: '0.3.0' }]);
  });
});
