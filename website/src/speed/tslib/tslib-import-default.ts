// Stands in for tslib in @docusaurus/utils-common's client code (see ./plugin.ts),
// which calls one tslib helper, for one default import. It requires tslib as CommonJS, so the
// bundler could not leave out the 40 or so helpers it never calls: 4 KB gzip of every page.

/** What TypeScript's CommonJS output makes of `import x from 'module'`: an ES module compiled to
 * CommonJS as it is, anything else as the default export of a module object. */
export function __importDefault<T>(mod: T): T | { default: T } {
  const compiled = typeof mod === 'object' && mod !== null && '__esModule' in mod && mod.__esModule;
  return compiled ? mod : { default: mod };
}
