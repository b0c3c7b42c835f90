// A day of `memai sync --watch` at its default settings, on a simulated clock: the built CLI's
// own schedule (packages/cli/dist/sync/watch-schedule.js) is asked when it would question Mem,
// while nothing changes (an idle day) and through eight hours of work (a file saved every 5
// minutes, a note changed in Mem every half hour). Its questions are costed at what a question
// and a whole pass measurably cost (cli-bulk.mjs's syncBench), and compared with Mem's 4,000
// requests a day.
import { WatchSchedule } from '../packages/cli/dist/sync/watch-schedule.js';
import { wholePassEveryMs } from '../packages/cli/dist/sync/whole-pass-rule.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The times the watch asks Mem over a day.
 * @param {number[]} saves when a file is saved
 * @param {number[]} memChanges when a note changes in Mem
 */
function questionsOfDay(saves, memChanges) {
  const schedule = new WatchSchedule(0, undefined);
  const pending = [...saves];
  /** @type {number[]} */
  const asked = [];
  for (;;) {
    const due = schedule.due(undefined);
    const save = pending[0];
    if (save !== undefined && save < due) {
      schedule.folderChanged(save);
      pending.shift();
      continue;
    }
    if (due >= day) return asked;
    const before = memChanges.filter((at) => at <= (asked.at(-1) ?? -1)).length;
    asked.push(due);
    schedule.asked(due, memChanges.filter((at) => at <= due).length > before);
  }
}

/** @param {number} step @param {number} from @param {number} to */
const times = (step, from, to) =>
  Array.from({ length: Math.floor((to - from) / step) }, (_, n) => from + n * step);

/**
 * @param {{ perQuestion: number, perSave: number, wholePass: (notes: number) => number }} cost
 *   requests of one question of an idle Mem, of one save pushed, and of a whole pass of `notes`
 */
export function watchDays(cost) {
  const saves = times(5 * minute, 9 * hour, 17 * hour);
  const memChanges = times(30 * minute, 9 * hour + 100_000, 17 * hour);
  const idle = questionsOfDay([], []).length;
  const busy = questionsOfDay(saves, memChanges).length;
  return [1_000, 10_000, 20_000].map((notes) => {
    const wholePasses = (cost.wholePass(notes) * day) / wholePassEveryMs(notes);
    const idleRequests = idle * cost.perQuestion + wholePasses;
    const busyRequests =
      busy * cost.perQuestion + saves.length * cost.perSave + memChanges.length * 2 + wholePasses;
    return {
      notes,
      idle: { questions: idle, requests: Math.round(idleRequests), share: idleRequests / 4000 },
      busy: {
        questions: busy,
        saves: saves.length,
        memChanges: memChanges.length,
        requests: Math.round(busyRequests),
        share: busyRequests / 4000,
      },
    };
  });
}
