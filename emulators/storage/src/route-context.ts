import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MembershipLookup } from './membership-lookup';
import type { ObjectStore } from './object-store';
import type { ResumableSessions } from './resumable-sessions';

export interface Services {
  store: ObjectStore;
  sessions: ResumableSessions;
  /** The caller's member document for the rules (Firestore, or none). */
  membership: MembershipLookup;
  reset(): Promise<void>;
}

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** `http://<Host header>`: upload URLs must be reachable the way the client reached us. */
  baseUrl: string;
  services: Services;
}

/** A request aimed at a bucket: list or upload. */
export interface BucketRequest extends RouteContext {
  bucket: string;
}

/** A request aimed at one object. */
export interface ObjectRequest extends BucketRequest {
  name: string;
}

/** Query parameters as a plain object, for zod; a repeated key keeps its first value. */
export function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] ??= value;
  return query;
}
