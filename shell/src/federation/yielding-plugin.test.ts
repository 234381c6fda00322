import { createInstance } from '@module-federation/enhanced/runtime';
import { yieldingPlugin } from './yielding-plugin';

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('yieldingPlugin, in the federation runtime', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['beforeGetExpose', 'beforeExecuteFactory'] as const)('makes the runtime go on after %s only in a later task', async (hook) => {
    const federation = createInstance({ name: 'yield_test_host', remotes: [], plugins: [yieldingPlugin()] });
    let wentOn = false;
    const emitted = federation.loaderHook.lifecycle[hook].emit({} as never);
    void emitted.then(() => { wentOn = true; });
    // Not within the task that asked (its microtasks run in it).
    await flushMicrotasks();
    expect(wentOn).toBe(false);
    jest.runOnlyPendingTimers();
    await flushMicrotasks();
    expect(wentOn).toBe(true);
  });
});
