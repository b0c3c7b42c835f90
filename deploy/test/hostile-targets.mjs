// Request targets an attacker or a broken client might send, generated from a seed so that a
// failure reproduces: path traversal in its many encodings, control characters, very long
// paths, invalid UTF-8, markup and quotes, each in the path and in /search's `q` parameter.
// Targets are bytes (Buffers), because several are not valid strings.

/**
 * A small, fast PRNG (mulberry32): the same seed gives the same targets everywhere.
 * @param {number} seed
 * @returns {() => number} The next number in [0, 1), each call.
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const routes = [
  '/',
  '/docs/',
  '/docs/intro',
  '/docs/intro/',
  '/docs/api/classes/MemClient',
  '/blog/',
  '/assets/js/',
  '/assets/css/',
  '/img/',
  '/search',
];
const traversal = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '.%2e/',
  '%2e./',
  '%252e%252e/',
  '%252e%252e%252f',
  '..%5c',
  '..\\',
  '..%255c',
  '%c0%ae%c0%ae/',
  '..;/',
  '.../',
  '//',
  '/./',
  '%2f%2f',
  '\\\\',
];
const traversalTargets = [
  'secret.txt',
  'site/secret.txt',
  '.canary',
  'build/.canary',
  'docs/.canary',
  'img/canary-link.txt',
  '_headers',
  '_headers.nginx.conf',
  'etc/passwd',
  'proc/self/environ',
  'index.html',
  'docs/intro',
];
const suffixes = ['', '', '.html', '/index.html', '/', '%00', '%00.html', '?x=1', '#top'];
const invalidUtf8 = ['%ff%fe', '%c0%af', '%ed%a0%80', '%f8%88%80%80%80', '%80', '%fe', '%c3'];
const invalidUtf8Raw = [[0xff, 0xfe], [0xc0, 0xaf], [0x80], [0xed, 0xa0, 0x80], [0xc3]];
const markup = [
  '<script>alert("zqx")</script>',
  '"onerror="alert(zqx)',
  "'><svg/onload=alert('zqx')>",
  '<img%20src=x%20onerror=alert(zqx)>',
  '%3Cscript%3Ealert(%22zqx%22)%3C/script%3E',
  '%22onerror%3D%22zqx',
  'javascript:alert(zqx)',
  '{{zqx.constructor}}',
  '${zqx}',
  "';zqx;'",
];

/** Strings that markup targets carry; a response body must never repeat them raw. */
export const reflectedMarkers = [
  '<script>alert("zqx")',
  '"onerror="alert(zqx)',
  "<svg/onload=alert('zqx')>",
];

/** @param {number} seed */
function generator(seed) {
  const next = random(seed);
  /**
   * @template T
   * @param {readonly T[]} list Not empty.
   * @returns {T}
   */
  const pick = (list) => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error('Nothing to pick from an empty list');
    return item;
  };
  /** @type {(min: number, max: number) => number} */
  const integer = (min, max) => min + Math.floor(next() * (max - min + 1));
  /** @type {(text: string) => Buffer} */
  const bytes = (text) => Buffer.from(text, 'latin1');

  const families = {
    traversal() {
      const steps = Array.from({ length: integer(1, 8) }, () => pick(traversal)).join('');
      return bytes(`${pick(routes)}${steps}${pick(traversalTargets)}${pick(suffixes)}`);
    },
    control() {
      const route = pick(routes.concat(['/docs/intro.html', '/docs/intro/index.html']));
      const at = integer(1, route.length);
      // Raw CR and LF end the request line rather than sit in it; every other control goes in.
      const codes = [...Array(32).keys(), 0x7f].filter((code) => code !== 10 && code !== 13);
      const code = pick(codes);
      const control =
        next() < 0.5
          ? String.fromCharCode(code)
          : `%${pick([...Array(32).keys(), 0x7f])
              .toString(16)
              .padStart(2, '0')}`;
      return bytes(`${route.slice(0, at)}${control}${route.slice(at)}${pick(suffixes)}`);
    },
    long() {
      const length = integer(10_240, 70_000);
      const unit = pick(['a', 'a/', '../', '%2e%2e/', 'docs/', '%41', 'x'.repeat(255) + '/']);
      return bytes(
        `${pick(routes)}${unit.repeat(Math.ceil(length / unit.length))}${pick(suffixes)}`,
      );
    },
    utf8() {
      const route = pick(routes);
      const bad = next() < 0.5 ? bytes(pick(invalidUtf8)) : Buffer.from(pick(invalidUtf8Raw));
      return Buffer.concat([
        bytes(route),
        bad,
        bytes(pick(['', 'x', '.html', '/index.html', '/'])),
      ]);
    },
    markup() {
      return bytes(`${pick(routes)}${pick(markup)}${pick(suffixes)}`);
    },
    // Two families in one target, as a fuzzer would combine them.
    /** @returns {Buffer} */
    mixed() {
      /** @type {Array<'traversal' | 'control' | 'utf8' | 'markup'>} */
      const combinable = ['traversal', 'control', 'utf8', 'markup'];
      const first = pick(combinable);
      const second = pick(combinable);
      return Buffer.concat([families[first](), families[second]().subarray(1)]);
    },
  };

  return { families, next, pick, bytes };
}

/**
 * `count` targets, spread evenly over the families, half of them in the path and half as the
 * `q` of /search (or of a page, which the .html redirect carries into its Location).
 * @param {number} seed
 * @param {number} count
 * @returns {Array<{ family: string, target: Buffer }>}
 */
export function hostileTargets(seed, count) {
  const { families, next, pick, bytes } = generator(seed);
  const makers = Object.entries(families);
  return Array.from({ length: count }, (_, index) => {
    const maker = makers[index % makers.length];
    if (maker === undefined) throw new Error('No families of targets');
    const [family, make] = maker;
    const payload = make();
    if (next() < 0.5) return { family, target: payload };
    const page = pick(['/search', '/search', '/search/', '/docs/intro.html', '/index.html']);
    return {
      family: `${family} in ?q=`,
      target: Buffer.concat([bytes(`${page}?q=`), payload.subarray(1)]),
    };
  });
}
