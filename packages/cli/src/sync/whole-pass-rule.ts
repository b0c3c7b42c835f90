// How often `memai sync` lists every note although Mem's events feed names what changed: for
// what no event tells (a note filed in a collection in Mem), and as a check of the feed. A whole
// pass costs a request a hundred notes, so on a large Mem it comes less often than daily: whole
// passes spend at most 100 of Mem's 4,000 requests a day, whatever the Mem's size.

const dayMs = 24 * 60 * 60 * 1000;
/** What whole passes may spend of Mem's daily requests, on average. */
const requestsADay = 100;
/** Mem's largest page of notes. */
const pageSize = 100;

/**
 * How long after a whole pass the next is due, for a Mem of `notes` notes: a day up to 9,800
 * notes, two up to 19,800, and so on. A pass lists the notes, and reads the collections and the
 * feed's latest event.
 */
export function wholePassEveryMs(notes: number): number {
  const cost = Math.ceil(Math.max(notes, 1) / pageSize) + 2;
  return dayMs * Math.ceil(cost / requestsADay);
}

/** Whether a whole pass that began at `at` (an ISO 8601 date-time) is to be made again. */
export function wholePassDue(at: string, notes: number, now = Date.now()): boolean {
  const since = now - Date.parse(at);
  // A time in the future (a clock set back) is no reason to wait longer.
  return !(since >= 0 && since < wholePassEveryMs(notes));
}
