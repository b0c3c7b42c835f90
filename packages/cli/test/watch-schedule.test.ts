// When `memai sync --watch` asks Mem, as a function of time: days simulated on a fake clock, the
// requests they cost against Mem's 4,000 a day, and how soon a change in Mem reaches the folder.
import { describe, expect, it } from 'vitest';
import type { HeardBudget } from '../src/bulk-client.js';
import { WatchSchedule } from '../src/sync/watch-schedule.js';
import { wholePassDue, wholePassEveryMs } from '../src/sync/whole-pass-rule.js';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * A day of a watch at the default settings: the times it asks Mem, given when the folder changes
 * (`saves`) and when Mem does (`memChanges`); a question finds the Mem changes made since the last.
 */
function simulate(saves: readonly number[], memChanges: readonly number[]) {
  const schedule = new WatchSchedule(0, undefined);
  const asked: number[] = [];
  const events = [
    ...saves.map((at) => ({ at, kind: 'save' as const })),
    ...memChanges.map((at) => ({ at, kind: 'mem' as const })),
  ].sort((a, b) => a.at - b.at);
  let seen = 0;
  for (;;) {
    const due = schedule.due(undefined);
    const save = events.find(({ kind }) => kind === 'save');
    if (save !== undefined && save.at < due) {
      schedule.folderChanged(save.at);
      events.splice(events.indexOf(save), 1);
      continue;
    }
    if (due >= day) break;
    asked.push(due);
    const found = memChanges.filter((at) => at <= due).length;
    schedule.asked(due, found > seen);
    seen = found;
  }
  /** How long each change in Mem waited for the question that brought it to the folder. */
  const latencies = memChanges.map((at) => (asked.find((time) => time >= at) ?? day) - at);
  return { asked, latencies };
}

/** Times from `from` to `to`, every `every`. */
function every(every: number, from: number, to: number): number[] {
  return Array.from({ length: Math.floor((to - from) / every) }, (_, n) => from + n * every);
}

/** What whole passes cost a day on average, for a Mem of `notes` notes. */
function wholePassesADay(notes: number): number {
  return ((Math.ceil(notes / 100) + 2) * day) / wholePassEveryMs(notes);
}

describe('the watch’s questions of Mem over a day', () => {
  it('spends at most 10 % of Mem’s 4,000 a day while nothing changes, whatever the Mem’s size', () => {
    const { asked, latencies } = simulate([], [5 * hour]);
    // 30 s, 60 s, 2 and 4 minutes after starting, then every 5 minutes.
    expect(asked.slice(0, 5)).toEqual([30, 90, 210, 450, 750].map((s) => s * second));
    expect(asked.length).toBeGreaterThan(280);
    for (const notes of [10, 1_000, 9_800, 10_000, 20_000, 100_000]) {
      expect(asked.length + wholePassesADay(notes), `${notes} notes`).toBeLessThanOrEqual(400);
    }
    // An idle watch brings a change in Mem within 5 minutes.
    expect(latencies[0]).toBeLessThanOrEqual(5 * minute);
  });

  it('asks every 30 s to 2 minutes through a working day, within a fifth of Mem’s day, and brings Mem’s changes within 2 minutes', () => {
    // Eight hours of work: a file saved every 5 minutes, and Mem changed every half hour.
    const saves = every(5 * minute, 9 * hour, 17 * hour);
    const memChanges = every(30 * minute, 9 * hour + 100 * second, 17 * hour);
    const { asked, latencies } = simulate(saves, memChanges);
    const working = asked.filter((at) => at >= 9 * hour && at < 17 * hour);
    // After each save 30 s, 60 s and 2 minutes later (the next save comes before a fourth), and
    // again 30 s after a question that found a change in Mem.
    expect(working.length).toBeGreaterThanOrEqual(3 * saves.length);
    expect(working.length).toBeLessThanOrEqual(3 * saves.length + 2 * memChanges.length);
    // With a push of each save (a read, a write and the collections): a fifth of Mem's day.
    expect(asked.length + 3 * saves.length).toBeLessThanOrEqual(800);
    for (const latency of latencies) expect(latency).toBeLessThanOrEqual(2 * minute);
  });

  it('asks at the interval given, and after a save too', () => {
    const schedule = new WatchSchedule(0, 45 * second);
    expect(schedule.due(undefined)).toBe(45 * second);
    schedule.asked(45 * second, false);
    schedule.asked(90 * second, false);
    expect(schedule.due(undefined)).toBe(135 * second);
    schedule.folderChanged(100 * second);
    expect(schedule.due(undefined)).toBe(135 * second);
  });

  it('asks sooner after a save while idle, and again slowly after', () => {
    const schedule = new WatchSchedule(0, undefined);
    for (const at of [30, 90, 210, 450, 750]) schedule.asked(at * second, false);
    expect(schedule.due(undefined)).toBe(1050 * second);
    schedule.folderChanged(800 * second);
    expect(schedule.due(undefined)).toBe(830 * second);
    schedule.asked(830 * second, false);
    expect(schedule.due(undefined)).toBe(890 * second);
  });

  it('slows down to last until the refill when under a quarter of Mem’s day is left', () => {
    const heard = (remaining: number, reset: number): HeardBudget => ({
      window: { bucket: 'day', limit: 4000, remaining, reset },
      at: 0,
    });
    const schedule = new WatchSchedule(0, undefined);
    // A quarter or more left, or the minute named: as usual.
    expect(schedule.due(heard(1000, (20 * hour) / second))).toBe(30 * second);
    expect(
      schedule.due({ window: { bucket: 'minute', limit: 100, remaining: 3, reset: 58 }, at: 0 }),
    ).toBe(30 * second);
    // 600 left for the 20 hours until full: a tenth of them, one every 20 minutes.
    expect(schedule.due(heard(600, (20 * hour) / second))).toBe(20 * minute);
    // Next to nothing left: not before the day's bucket is full again.
    expect(schedule.due(heard(3, (23 * hour) / second))).toBe(23 * hour);
    // Once full again, as usual.
    schedule.asked(24 * hour, false);
    expect(schedule.due(heard(3, (23 * hour) / second))).toBe(24 * hour + 60 * second);
  });

  it('sends nothing while Mem refuses for the day, then goes on', () => {
    const schedule = new WatchSchedule(0, 10 * second);
    schedule.pauseUntil(6 * hour);
    expect(schedule.paused(5 * hour)).toBe(true);
    expect(schedule.due(undefined)).toBe(6 * hour);
    expect(schedule.paused(6 * hour)).toBe(false);
  });
});

describe('whole passes', () => {
  it('come daily up to 9,800 notes, and as many days apart as they cost hundreds of requests beyond', () => {
    expect([10, 9_800, 9_900, 19_800, 20_000].map((n) => wholePassEveryMs(n) / day)).toEqual([
      1, 1, 2, 2, 3,
    ]);
    const at = new Date(0).toISOString();
    expect(wholePassDue(at, 1_000, day - 1)).toBe(false);
    expect(wholePassDue(at, 1_000, day)).toBe(true);
    expect(wholePassDue(at, 20_000, 2 * day)).toBe(false);
    // A clock set back is no reason to wait.
    expect(wholePassDue(new Date(day).toISOString(), 1_000, 0)).toBe(true);
  });
});
