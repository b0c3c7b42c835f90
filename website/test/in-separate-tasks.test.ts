// How the browser bundle's entry (src/speed/client-entry/entry.ts) evaluates its largest
// modules: one step at a time, each in a task of its own, so that what the browser has waiting (a
// tap, a paint, a timer) runs between them.
import { describe, expect, it } from 'vitest';
import { inSeparateTasks } from '../src/speed/client-entry/in-separate-tasks';

describe('inSeparateTasks', () => {
  it('runs each step once, in order, after the one before has finished', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} starts`);
      await Promise.resolve();
      log.push(`${name} ends`);
    };
    await inSeparateTasks([step('a'), step('b'), step('c')]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('lets a task that waits run between two steps', async () => {
    const log: string[] = [];
    await inSeparateTasks([
      async () => {
        log.push('first step');
        setTimeout(() => log.push('waiting task'), 0);
      },
      async () => {
        log.push('second step');
      },
    ]);
    expect(log).toEqual(['first step', 'waiting task', 'second step']);
  });

  it('runs even the first step in a later task than the one that calls it', async () => {
    const log: string[] = [];
    const done = inSeparateTasks([
      async () => {
        log.push('first step');
      },
    ]);
    await Promise.resolve();
    log.push('caller goes on');
    await done;
    expect(log).toEqual(['caller goes on', 'first step']);
  });

  it('stops at a step that fails, and rejects with its error', async () => {
    const ran: string[] = [];
    const failure = new Error('module failed to evaluate');
    await expect(
      inSeparateTasks([
        async () => {
          throw failure;
        },
        async () => {
          ran.push('second step');
        },
      ]),
    ).rejects.toBe(failure);
    expect(ran).toEqual([]);
  });
});
