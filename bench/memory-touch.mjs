// How long this host takes to hand a process a page of memory the first time the process
// writes to it. A browser loading a page writes to tens of megabytes of fresh memory (its heap,
// the DOM, compiled code), so where that is slow, every task of the page is slower, while
// Lighthouse's CPU index, a loop over a little memory, does not see it. On ordinary hardware a
// first touch costs about a microsecond or less; a virtual machine whose host takes back the
// memory its guest freed pays a fault to the host as well, which can cost ten times as much.
// Recorded beside the Lighthouse figures, so that two runs of the bench can be compared.

import { median } from './median.mjs';

const pageBytes = 4096;

/**
 * The median, over `rounds` fresh buffers of `mebibytes` each, of the microseconds it took to
 * write one byte to each 4 KiB page of a buffer for the first time.
 * @param {{ mebibytes?: number, rounds?: number }} [options]
 * @returns {number}
 */
export function memoryFirstTouchMicros({ mebibytes = 256, rounds = 5 } = {}) {
  /** @type {number[]} */
  const perPage = [];
  for (let round = 0; round < rounds; round++) {
    // Not zero-filled, so that allocating it writes nothing: the first write below is the
    // first touch of each page.
    const buffer = Buffer.allocUnsafeSlow(mebibytes * 2 ** 20);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < buffer.length; offset += pageBytes) buffer[offset] = 1;
    const micros = Number(process.hrtime.bigint() - start) / 1000;
    perPage.push(micros / (buffer.length / pageBytes));
  }
  return median(perPage);
}
