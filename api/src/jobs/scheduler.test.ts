/** The scheduler runs each job at once and then on its interval, logs failures, and stops cleanly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { startJobs } from './scheduler';

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('job scheduler', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(() => testApp.close());

  it('runs a job now and on every interval, survives a failing run, and runs nothing after stop', async () => {
    let runs = 0;
    const logged: string[] = [];
    const scheduler = startJobs(
      testApp.context,
      [
        {
          name: 'counting',
          intervalMs: 10,
          leaseMs: 1_000,
          run: async () => {
            runs += 1;
            if (runs === 2) throw new Error('a bad run');
          },
        },
        { name: 'off', intervalMs: 0, leaseMs: 1_000, run: async () => logged.push('off ran') },
      ],
      (message) => logged.push(message),
    );
    await until(() => runs >= 4);
    await scheduler.stop();
    const stopped = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stopped);
    expect(logged).toEqual(['job counting failed']);
  });
});
