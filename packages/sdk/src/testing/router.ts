// The route table: which handler answers a method and path. Paths are written as Mem's OpenAPI
// document writes them, and each route's answer is typed by the 200 answer Mem's schema
// describes for it, so the local Mem cannot promise what Mem does not send. Path ids must be
// UUIDs to match, so a malformed id is a 404, as for an id that does not exist.
import type { paths } from '../internal/mem-api.js';

/** A success body, without the request_id that the server puts first. */
export type Body = Record<string, unknown>;

export interface RouteRequest {
  /** The path's ids, lower-cased, by the names in the route's path. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed JSON body, the raw text when it was not JSON, or undefined when empty. */
  readonly body: unknown;
  /** Runs `action` `delayMs` after the response has been sent (never before). */
  later(action: () => void, delayMs: number): void;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A path of Mem's API, as Mem's schema writes it: `/v2/notes/{note_id}`. */
type ApiPath = keyof paths;

/** The operation Mem's schema documents for `Verb` on `Path`. */
type OperationOf<Path extends ApiPath, Verb extends Method> = paths[Path][Lowercase<Verb> &
  keyof paths[Path]];

/** The methods Mem's schema documents for `Path`. */
type MethodOf<Path extends ApiPath> = {
  [Verb in Method]: OperationOf<Path, Verb> extends { responses: unknown } ? Verb : never;
}[Method];

/** The JSON of the 200 answer Mem's schema gives `Verb Path`, less the request_id added to it. */
type AnswerOf<Path extends ApiPath, Verb extends Method> =
  OperationOf<Path, Verb> extends {
    responses: { 200: { content: { 'application/json': infer Json } } };
  }
    ? Omit<Json, 'request_id'>
    : never;

export interface Route {
  readonly method: Method;
  /** The path, as Mem's schema writes it, with `{name}` for a UUID segment. */
  readonly path: string;
  /**
   * Complexity tokens the request costs.
   *
   * @defaultValue 1
   */
  readonly cost?: number;
  /** Whether a success uses up one call of the plan quota. */
  readonly creates?: boolean;
  /** Answers the request, or throws a MemError. */
  handle(request: RouteRequest): Body;
}

/**
 * A route of Mem's API: its path and method must be an operation of Mem's schema, and its
 * answer the one Mem's schema describes.
 *
 * @internal Typed by Mem's wire types, which the package does not ship.
 */
export function route<const Path extends ApiPath, const Verb extends MethodOf<Path>>(
  definition: Route & {
    path: Path;
    method: Verb;
    handle(request: RouteRequest): AnswerOf<Path, Verb>;
  },
): Route {
  return definition;
}

export type RouteMatch =
  { found: Route; params: Record<string, string> } | { allowed: string[] } | undefined;

const uuidSegment = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

interface Compiled {
  route: Route;
  pattern: RegExp;
  names: string[];
}

export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => {
      const names: string[] = [];
      const source = route.path
        .split('/')
        .map((segment) => {
          const name = /^\{(\w+)\}$/.exec(segment)?.[1];
          if (name === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return uuidSegment;
        })
        .join('/');
      return { route, pattern: new RegExp(`^${source}$`), names };
    });
  }

  /** The route for the request, or the methods the path allows (a 405), or undefined (a 404). */
  match(method: string, path: string): RouteMatch {
    const allowed: string[] = [];
    for (const { route, pattern, names } of this.compiled) {
      const parts = pattern.exec(path);
      if (parts === null) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      names.forEach((name, index) => (params[name] = (parts[index + 1] ?? '').toLowerCase()));
      return { found: route, params };
    }
    return allowed.length > 0 ? { allowed } : undefined;
  }
}
