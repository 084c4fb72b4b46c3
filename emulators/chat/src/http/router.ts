import type { Handler, RawResponse, RouteOptions, RouteTable } from '../routes/route-table';

export interface Route {
  method: string;
  /** Path segments; `:name` captures one segment. */
  segments: string[];
  pattern: string;
  handler: Handler;
  /** The options of `RouteOptions`, with their defaults filled in. */
  public: boolean;
  rateLimited: boolean;
  localOnly: boolean;
}

/** Matches a request's method and path to a registered route. */
export class Router implements RouteTable {
  private routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.routes.push({
      method,
      pattern,
      segments: pattern.split('/').filter(Boolean),
      handler,
      public: options.public ?? false,
      rateLimited: options.rateLimited ?? true,
      localOnly: options.localOnly ?? false,
    });
  }

  /** Whether any route at this path is local-only (for preflights, which name no route). */
  isLocalOnly(path: string): boolean {
    const parts = path.split('/').filter(Boolean);
    return this.routes.some((route) => route.localOnly && matchSegments(route.segments, parts));
  }

  match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | 'method-not-allowed' | null {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method) return { route, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  // A trailing `*` segment captures the rest of the path (file downloads).
  const wildcard = segments.at(-1) === '*';
  if (wildcard ? parts.length < segments.length : parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const part = decodeURIComponent(parts[i] as string);
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return params;
}

export function isRaw(value: object): value is RawResponse {
  return (value as Partial<RawResponse>).raw === true;
}
