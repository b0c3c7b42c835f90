// The servers the browser tests run against, each on its own port from E2E_PORT up (default
// 4173), all on 127.0.0.1. playwright.config.ts starts them; specs that need a particular one
// import its origin from here.
const first = Number(process.env.E2E_PORT ?? 4173);

const origin = (offset: number) => `http://127.0.0.1:${first + offset}`;

export const servers = {
  /** website/build, served as `npm start` serves it. Every spec but the sub-path's runs here. */
  npmStart: { port: first, origin: origin(0) },
  /** website/build-subpath (built with BASE_URL=/memai-sdk/), served at /memai-sdk/. */
  subPath: { port: first + 1, origin: origin(1), basePath: '/memai-sdk/' },
  /** The same build served at / instead: the wrong place for it. */
  subPathAtRoot: { port: first + 2, origin: origin(2) },
  /** Started by deploy.spec.ts itself, over a copy of the build it redeploys. */
  redeployed: { port: first + 3, origin: origin(3) },
};
