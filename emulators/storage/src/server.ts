import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { applyCors } from './cors';
import { HttpError } from './http-error';
import {
  firestoreMembershipLookup,
  noMembership,
  type FirestoreEmulatorTarget,
  type MembershipLookup,
} from './membership-lookup';
import { ObjectStore } from './object-store';
import { functionsEventSink, type FunctionsEmulatorTarget } from './storage-events';
import { ResumableSessions } from './resumable-sessions';
import { route } from './router';
import type { Services } from './route-context';
import { sendJson } from './respond';

export interface StorageEmulatorOptions {
  /** 0 picks a free port (tests). Default 9199. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where objects live; created if missing. Default `.emulator-data/storage` under the cwd. */
  dataDir?: string;
  /** Upload sessions untouched this long are dropped with their bytes. Default one hour. */
  sessionIdleTimeoutMs?: number;
  /**
   * The Firestore emulator that storage.rules read the caller's member document from. Without
   * it (and without `membership`) nobody is a member, so every request by a user is refused.
   */
  firestore?: FirestoreEmulatorTarget;
  /** Overrides `firestore`: answers membership questions directly (tests). */
  membership?: MembershipLookup;
  /**
   * The Functions emulator to send Storage's events to (object finalized, deleted), so functions
   * that listen run as in production. Without it no function hears of uploads.
   */
  functions?: FunctionsEmulatorTarget;
}

export interface StorageEmulator {
  /** `http://host:port`, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Drops every object and upload session. */
  reset(): Promise<void>;
}

export const DEFAULT_PORT = 9199;
export const DEFAULT_DATA_DIR = '.emulator-data/storage';

/** Only `host` or `host:port` may become part of the upload URLs we hand out. */
const hostHeader = z.string().regex(/^[A-Za-z0-9.\-[\]:]+$/);

export async function startStorageEmulator(
  options: StorageEmulatorOptions = {},
): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const store = await ObjectStore.open(
    resolve(options.dataDir ?? DEFAULT_DATA_DIR),
    options.functions ? functionsEventSink(options.functions) : undefined,
  );
  const sessions = await ResumableSessions.open(
    store.stagingDir,
    options.sessionIdleTimeoutMs ?? 60 * 60 * 1000,
  );
  const services: Services = {
    store,
    sessions,
    membership:
      options.membership ??
      (options.firestore ? firestoreMembershipLookup(options.firestore) : noMembership),
    async reset() {
      await sessions.reset();
      await store.reset();
    },
  };

  let listeningUrl = '';
  const server = createServer({ requestTimeout: 0 }, (req, res) => {
    void handle(req, res, services, listeningUrl);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? DEFAULT_PORT, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  listeningUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: listeningUrl,
    port,
    reset: services.reset,
    async close() {
      sessions.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await store.close();
    },
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  listeningUrl: string,
): Promise<void> {
  try {
    if (applyCors(req, res)) return;
    const hostname = hostHeader.safeParse(req.headers.host);
    const baseUrl = hostname.success ? `http://${hostname.data}` : listeningUrl;
    const url = new URL(req.url ?? '/', baseUrl);
    await route({ req, res, url, baseUrl, services });
  } catch (error) {
    answerError(req, res, error);
  }
}

function answerError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  // The client hung up mid-request (paused, cancelled, network drop): nobody to answer.
  if (req.destroyed && !req.complete) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const httpError = error instanceof HttpError ? error : new HttpError(500, 'Internal error');
  if (!(error instanceof HttpError)) console.error('storage emulator: unexpected error', error);
  if (!req.complete) {
    // Don't read an unwanted body; close the connection after answering instead.
    res.setHeader('Connection', 'close');
    req.resume();
  }
  sendJson(res, httpError.status, httpError.toBody());
}
