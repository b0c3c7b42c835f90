// The route table: which handler answers a method and path. Path ids must be UUIDs to match,
// so a malformed id is a 404, as for an id that does not exist.

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

export interface Route {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path, with `:name` for a UUID segment. */
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
          if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(segment.slice(1));
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
