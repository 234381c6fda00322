import { screen } from '@testing-library/react';
import type { TelemetryBatch, TelemetryEvent } from 'shared/types';
import { renderWithTheme } from 'shared/testing';
import { loadAndRemember } from '../../federation/loaded-modules';
import { startTelemetry } from '../telemetry/page-telemetry';
import { RemoteSlot } from './remote-slot';

const MEMBER = { remote: 'remote-member', version: '0.3.0' } as const;

function Crashing(): never {
  throw new Error('the dashboard broke');
}

function Dashboard() {
  return <h1>Dashboard</h1>;
}

let consoleError: jest.SpyInstance;
let sent: () => TelemetryEvent[];

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const send = jest.fn<void, [string, string]>();
  startTelemetry({
    url: '/api/telemetry',
    sampleRate: 1,
    send,
    source: {
      releaseOfModule: (id) => (id === 'remote_member/dashboard-page' ? MEMBER : null),
      releaseOfStack: () => null,
      currentModule: () => 'remote_member/dashboard-page',
    },
  });
  sent = () => {
    window.dispatchEvent(new Event('pagehide'));
    return send.mock.calls.flatMap(([, body]) => (JSON.parse(body) as TelemetryBatch).events);
  };
});
afterEach(() => consoleError.mockRestore());

describe('the remote slot and the field telemetry', () => {
  it("reports a render error its boundary caught as a load and a render error of the remote's release", async () => {
    const load = jest.fn(async () => ({ default: Crashing }));
    renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />);
    await screen.findByRole('button', { name: 'Try again' });
    expect(sent()).toEqual([{ type: 'load', ...MEMBER }, { type: 'render-error', ...MEMBER }]);
  });

  it('reports a module it loaded and rendered as a load', async () => {
    const load = jest.fn(async () => ({ default: Dashboard }));
    renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sent()).toEqual([{ type: 'load', ...MEMBER }]);
  });

  it('counts a module loaded before (prefetched, or the first page\'s) once a slot renders it, not before', async () => {
    const load = jest.fn(async () => ({ default: Dashboard }));
    await loadAndRemember('remote_member/dashboard-page', load);
    expect(sent()).toEqual([]);
    renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sent()).toEqual([{ type: 'load', ...MEMBER }]);
  });

  it('reports a module that could not be loaded as a load failure, not a load', async () => {
    const load = jest.fn(async () => {
      throw new Error('remoteEntry.js answered 500');
    });
    renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />);
    await screen.findByRole('button', { name: 'Try again' });
    expect(sent()).toEqual([{ type: 'load-failure', ...MEMBER }]);
  });
});
