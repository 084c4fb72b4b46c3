/**
 * Who may call the emulator's admin routes (`/_emulator/*`: reset, restart, rate limits,
 * disconnect): local tools and local pages only. A page on any other site that the developer
 * visits could otherwise wipe or restart the local chat with a simple cross-origin POST (no
 * preflight needed), or reach it through DNS rebinding under a name of its own.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { notAllowed } from '../lib/errors';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses (17) a request addressed to another host name than a loopback one, or sent by a page
 * whose origin is not local. Tools (tests, scripts, curl) send no Origin header.
 */
export function requireLocalCaller(headers: IncomingHttpHeaders): void {
  if (!isLoopbackHost(headers.host)) {
    throw notAllowed('emulator endpoints answer requests to localhost or 127.0.0.1 only');
  }
  const origin = headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    throw notAllowed(`emulator endpoints refuse requests from ${origin}`);
  }
}
