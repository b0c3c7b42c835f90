// The median of a list of numbers: the middle one, or the mean of the middle two.
/**
 * @param {number[]} values
 * @returns {number} NaN for an empty list.
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? NaN) + (sorted[Math.ceil(middle - 0.5)] ?? NaN)) / 2;
}
