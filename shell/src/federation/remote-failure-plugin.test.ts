import type { ComponentType } from 'react';
import { FALLBACK_MODULE, remoteFailurePlugin, type FallbackModule } from './remote-failure-plugin';
import { RemoteVersionSkewError } from './version-skew-plugin';

function Fallback() {
  return null;
}

type ErrorLoadRemote = (args: { id: string; error: unknown; lifecycle: string; from?: string; origin?: unknown }) => unknown;

function Mismatch() {
  return null;
}

function hookOf(fallback: ComponentType = Fallback, versionSkewFallback?: ComponentType): ErrorLoadRemote {
  const plugin = remoteFailurePlugin(fallback, versionSkewFallback);
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

  describe('a version-skew refusal', () => {
    const skew = () => new RemoteVersionSkewError('remote_member', ['remote_member was built against shared 1.0.0; this site runs shared 0.1.0']);

    it("answers at 'onLoad' with the version-mismatch fallback module", () => {
      const result = hookOf(Fallback, Mismatch)({ id: 'remote_member/dashboard-page', error: skew(), lifecycle: 'onLoad' }) as FallbackModule;
      expect(result.default).toBe(Mismatch);
      expect(result[FALLBACK_MODULE]).toBe(true);
    });

    it('falls back to the plain fallback when no mismatch component is given', () => {
      const result = hookOf()({ id: 'remote_member/dashboard-page', error: skew(), lifecycle: 'onLoad' }) as FallbackModule;
      expect(result.default).toBe(Fallback);
    });

    it('is not logged again (the guard logged why)', () => {
      hookOf(Fallback, Mismatch)({ id: 'remote_member/dashboard-page', error: skew(), lifecycle: 'onLoad' });
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('still answers any other failure with the plain fallback', () => {
      const result = hookOf(Fallback, Mismatch)({ id: 'remote_member/dashboard-page', error: new Error('down'), lifecycle: 'onLoad' }) as FallbackModule;
      expect(result.default).toBe(Fallback);
    });
  });
});
