// The statistics the benches report: medians, quartiles, and one build's loads against another's.
/**
 * The middle number of a list, or the mean of the middle two.
 * @param {number[]} values
 * @returns {number} NaN for an empty list.
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? NaN) + (sorted[Math.ceil(middle - 0.5)] ?? NaN)) / 2;
}

/**
 * The quartiles of a list of numbers, by the median of each half.
 * @param {number[]} values
 * @returns {{ lower: number, upper: number }}
 */
export function quartiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return { lower: median(sorted.slice(0, half)), upper: median(sorted.slice(-half)) };
}

/**
 * One build's loads of a page beside another's from the same rounds: the ratio of their medians,
 * and the quartiles of the ratios round by round, which say how far chance moves it.
 * @param {number[]} loads
 * @param {number[]} baseline The other build's loads, round for round.
 * @returns {{ ratio: number, spread: { lower: number, upper: number } }}
 */
export function pairedRatio(loads, baseline) {
  return {
    ratio: median(loads) / median(baseline),
    spread: quartiles(loads.map((time, round) => time / (baseline[round] ?? NaN))),
  };
}
