import { createBackgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('starts a task after the current turn and waits for it in idle()', async () => {
    const events: string[] = [];
    const tasks = createBackgroundTasks(() => undefined);
    tasks.run('job', async () => {
      events.push('started');
      await new Promise((resolve) => setTimeout(resolve, 20));
      // A task may start another; idle() waits for that one too.
      tasks.run('follow-up', async () => {
        events.push('follow-up');
      });
      events.push('done');
    });
    events.push('returned');
    await Promise.resolve();
    expect(events).toEqual(['returned']);
    expect(await tasks.idle()).toBe(true);
    expect(events).toEqual(['returned', 'started', 'done', 'follow-up']);
  });

  it('hands errors to onError with the label and never rejects', async () => {
    const errors: [unknown, string][] = [];
    const tasks = createBackgroundTasks((error, label) => {
      errors.push([error, label]);
      throw new Error('the reporter fails too');
    });
    const boom = new Error('SMTP is down');
    tasks.run('password reset mail', async () => {
      throw boom;
    });
    expect(await tasks.idle()).toBe(true);
    expect(errors).toEqual([[boom, 'password reset mail']]);
  });

  it('stops waiting after the time-out', async () => {
    const tasks = createBackgroundTasks(() => undefined);
    let release: () => void = () => undefined;
    tasks.run('hung', () => new Promise<void>((resolve) => (release = resolve)));
    expect(await tasks.idle(20)).toBe(false);
    release();
    expect(await tasks.idle(1000)).toBe(true);
  });
});
