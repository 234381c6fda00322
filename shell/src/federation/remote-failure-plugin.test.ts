import { FALLBACK_MODULE, remoteFailurePlugin, type FallbackModule } from './remote-failure-plugin';

function Fallback() {
  return null;
}

type ErrorLoadRemote = (args: { id: string; error: unknown; lifecycle: string; from?: string; origin?: unknown }) => unknown;

function hookOf(): ErrorLoadRemote {
  const plugin = remoteFailurePlugin(Fallback);
  expect(plugin.name).toBe('club-remote-failure');
  return plugin.errorLoadRemote as unknown as ErrorLoadRemote;
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('remoteFailurePlugin', () => {
  it("answers at 'onLoad' with a fallback module: the marker and the given component as default", () => {
    const error = new Error('ChunkLoadError');
    const result = hookOf()({ id: 'remote_member/dashboard-page', error, lifecycle: 'onLoad', from: 'runtime' }) as FallbackModule;

    expect(result).toBeDefined();
    expect(result.default).toBe(Fallback);
    expect(result[FALLBACK_MODULE]).toBe(true);
    expect(FALLBACK_MODULE).toBe(Symbol.for('club.remote-fallback'));
  });

  it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'])("answers nothing at '%s'", (lifecycle) => {
    const result = hookOf()({ id: 'remote_admin/admin-page', error: new Error('manifest 404'), lifecycle, from: 'runtime' });
    expect(result).toBeUndefined();
  });

  it('logs the failure with the remote id and the stage', () => {
    const error = new Error('manifest 404');
    hookOf()({ id: 'remote_admin/admin-page', error, lifecycle: 'afterResolve' });
    expect(consoleError).toHaveBeenCalledWith('[shell] remote remote_admin/admin-page failed at afterResolve:', error);
  });
});
