// What the benchmark's page.evaluate() callbacks leave on the page's window for a later call.
interface Window {
  /** search-speed.mjs's clock: resolves to the milliseconds it measured. */
  benchSearchClock: Promise<number>;
}
