// What the test command reads from the JSON reports its steps write: how many tests passed,
// failed and were skipped, and how long each test took, for the closing summary. Vitest's report
// and Playwright's are read here and nowhere else.
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} TestCounts
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 */

/**
 * One test and how long it took.
 * @typedef {object} TestTime
 * @property {string} title The file, then the test's titles, joined by ' › '.
 * @property {number} ms
 */

/**
 * @typedef {object} TestReport
 * @property {TestCounts} counts
 * @property {TestTime[]} times
 */

/**
 * Reads a runner's JSON report.
 * @param {string} path
 * @param {'vitest' | 'playwright'} runner
 * @returns {TestReport}
 */
export function readReport(path, runner) {
  // Parsed JSON: the shapes are the runners' documented JSON reporters, read as far as used below.
  const report = /** @type {unknown} */ (JSON.parse(readFileSync(path, 'utf8')));
  return runner === 'playwright'
    ? playwrightReport(/** @type {PlaywrightReport} */ (report))
    : vitestReport(/** @type {VitestReport} */ (report));
}

/**
 * @typedef {object} VitestReport
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numPendingTests
 * @property {number} numTodoTests
 * @property {{ name: string, assertionResults: { fullName: string, duration?: number | null }[] }[]} testResults
 */

/**
 * @param {VitestReport} report
 * @returns {TestReport}
 */
function vitestReport(report) {
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    times: report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        title: `${relativeToRepository(file.name)} › ${test.fullName}`,
        ms: test.duration ?? 0,
      })),
    ),
  };
}

/**
 * @typedef {object} PlaywrightSuite
 * @property {string} title
 * @property {string} [file]
 * @property {PlaywrightSuite[]} [suites]
 * @property {{ title: string, file: string, tests: { projectName: string, results: { duration: number }[] }[] }[]} [specs]
 */

/**
 * @typedef {object} PlaywrightReport
 * @property {{ expected: number, unexpected: number, flaky: number, skipped: number }} stats
 * @property {PlaywrightSuite[]} suites
 */

/**
 * @param {PlaywrightReport} report
 * @returns {TestReport}
 */
function playwrightReport(report) {
  /** @type {TestTime[]} */
  const times = [];
  /**
   * @param {PlaywrightSuite} suite
   * @param {string[]} titles The titles of the describe blocks around it.
   */
  const walk = (suite, titles) => {
    const inner =
      suite.file === undefined || suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const title = [`[${test.projectName}] ${spec.file}`, ...inner, spec.title].join(' › ');
        times.push({ title, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, inner);
  };
  for (const suite of report.suites) walk(suite, []);
  return {
    counts: {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    },
    times,
  };
}

/** @param {string} path */
function relativeToRepository(path) {
  const root = `${process.cwd()}/`;
  return path.startsWith(root) ? path.slice(root.length) : path;
}
