import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomData, sha256 } from './test-support/bytes';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/**
 * The wire protocol below the SDK: resumable offsets and commands, input validation, CORS.
 * These are the cases the SDK only hits on bad networks or in browsers.
 */

const BUCKET = 'demo-crewspace.appspot.com';
let emulator: TestEmulator;
let objectsUrl: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  objectsUrl = `${emulator.url}/v0/b/${BUCKET}/o`;
});

beforeEach(() => emulator.reset());

afterAll(() => emulator.dispose());

/** An unsigned token like the Auth emulator's. */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const alice = {
  Authorization: `Firebase ${idToken({ user_id: 'alice', sub: 'alice', approved: true })}`,
};

async function startUpload(size: number): Promise<string> {
  const response = await fetch(`${objectsUrl}?name=${encodeURIComponent('videos/team/raw.mp4')}`, {
    method: 'POST',
    headers: {
      ...alice,
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(size),
      'X-Goog-Upload-Header-Content-Type': 'video/mp4',
      'Content-Type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify({
      name: 'videos/team/raw.mp4',
      metadata: { uploadedBy: 'alice', workspaceId: 'team' },
    }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-goog-upload-status')).toBe('active');
  return response.headers.get('x-goog-upload-url') ?? '';
}

function send(uploadUrl: string, command: string, offset?: number, body?: Uint8Array) {
  return fetch(uploadUrl, {
    method: 'POST',
    headers: {
      ...alice,
      'X-Goog-Upload-Command': command,
      ...(offset === undefined ? {} : { 'X-Goog-Upload-Offset': String(offset) }),
    },
    body,
  });
}

describe('resumable uploads on the wire', () => {
  it('skips re-sent bytes, appends overlapping tails and refuses gaps', async () => {
    const data = randomData(1000);
    const uploadUrl = await startUpload(data.length);
    expect(uploadUrl.startsWith(`${emulator.url}/v0/b/`)).toBe(true);

    expect((await send(uploadUrl, 'upload', 0, data.subarray(0, 400))).status).toBe(200);
    // The same chunk again, as after a lost answer: accepted, nothing appended.
    const duplicate = await send(uploadUrl, 'upload', 0, data.subarray(0, 400));
    expect(duplicate.headers.get('x-goog-upload-status')).toBe('active');
    // Overlapping 300..600: only 400..600 is new.
    expect((await send(uploadUrl, 'upload', 300, data.subarray(300, 600))).status).toBe(200);
    expect((await send(uploadUrl, 'upload', 900, data.subarray(900))).status).toBe(400);

    const query = await send(uploadUrl, 'query');
    expect(query.headers.get('x-goog-upload-status')).toBe('active');
    expect(query.headers.get('x-goog-upload-size-received')).toBe('600');

    const final = await send(uploadUrl, 'upload, finalize', 600, data.subarray(600));
    expect(final.headers.get('x-goog-upload-status')).toBe('final');
    expect(await final.json()).toMatchObject({ name: 'videos/team/raw.mp4', size: '1000' });
    // A re-sent final chunk gets the same answer; a query now reports final.
    const again = await send(uploadUrl, 'upload, finalize', 600, data.subarray(600));
    expect(again.headers.get('x-goog-upload-status')).toBe('final');
    expect((await send(uploadUrl, 'query')).headers.get('x-goog-upload-status')).toBe('final');

    const media = await fetch(
      `${objectsUrl}/${encodeURIComponent('videos/team/raw.mp4')}?alt=media`,
      {
        headers: alice,
      },
    );
    expect(sha256(await media.arrayBuffer())).toBe(sha256(data));
  });

  it('refuses to finalize short, and cancels', async () => {
    const uploadUrl = await startUpload(100);
    expect((await send(uploadUrl, 'upload, finalize', 0, randomData(50))).status).toBe(400);
    expect((await send(uploadUrl, 'cancel')).status).toBe(200);
    expect((await send(uploadUrl, 'query')).status).toBe(404);
  });

  it('refuses at start when the declared upload breaks the rules', async () => {
    const response = await fetch(`${objectsUrl}?name=thumbnails%2Fteam%2Fbig.jpg`, {
      method: 'POST',
      headers: {
        ...alice,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(3 * 1024 * 1024),
      },
      body: JSON.stringify({
        contentType: 'image/jpeg',
        metadata: { uploadedBy: 'alice', workspaceId: 'team' },
      }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 403, message: 'Permission denied. No WRITE permission.' },
    });
  });
});

describe('input validation', () => {
  it.each([
    ['a bad maxResults', `?prefix=videos%2Fteam%2F&maxResults=0`, 400, /maxResults/],
    ['a prefix without a trailing slash', `?prefix=videos`, 400, /prefix/],
    ['a malformed object name', `/videos%E0%A4%A`, 400, /percent-encoding/],
  ])('answers %s with a clear 4xx', async (_name, suffix, status, message) => {
    const response = await fetch(`${objectsUrl}${suffix}`, { headers: alice });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      message,
    );
  });

  it('rejects uploads without a protocol, with bad JSON or with an undecodable token', async () => {
    const noProtocol = await fetch(`${objectsUrl}?name=videos%2Fteam%2Fa.mp4`, {
      method: 'POST',
      headers: alice,
    });
    expect(noProtocol.status).toBe(400);
    const badJson = await fetch(`${objectsUrl}?name=videos%2Fteam%2Fa.mp4`, {
      method: 'POST',
      headers: {
        ...alice,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
      },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({
      error: { code: 400, message: 'Invalid request: body is not valid JSON' },
    });
    const badToken = await fetch(`${objectsUrl}/videos%2Fteam%2Fa.mp4`, {
      headers: { Authorization: 'Firebase not-a-jwt' },
    });
    expect(badToken.status).toBe(401);
    const badMetadata = await fetch(`${objectsUrl}/videos%2Fteam%2Fa.mp4`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ metadata: { nested: { not: 'a string' } } }),
    });
    expect(badMetadata.status).toBe(400);
    const unknownRoute = await fetch(`${emulator.url}/v0/nowhere`);
    expect(unknownRoute.status).toBe(404);
  });

  it('answers 404 for a missing object to an allowed reader', async () => {
    const response = await fetch(`${objectsUrl}/videos%2Fteam%2Fmissing.mp4`, { headers: alice });
    expect(response.status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers preflights from local origins and exposes the upload headers', async () => {
    const preflight = await fetch(objectsUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,x-goog-upload-protocol,x-goog-upload-command',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const start = await fetch(`${objectsUrl}?name=videos%2Fteam%2Fcors.mp4`, {
      method: 'POST',
      headers: {
        ...alice,
        Origin: 'http://127.0.0.1:5173',
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
      },
      body: JSON.stringify({
        contentType: 'video/mp4',
        metadata: { uploadedBy: 'alice', workspaceId: 'team' },
      }),
    });
    expect(start.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const exposed = start.headers.get('access-control-expose-headers') ?? '';
    for (const header of [
      'X-Goog-Upload-Status',
      'X-Goog-Upload-URL',
      'X-Goog-Upload-Size-Received',
    ]) {
      expect(exposed).toContain(header);
    }
    // Errors carry CORS headers too, or the browser would report status 0.
    const denied = await fetch(`${objectsUrl}/videos%2Fteam%2Fx.mp4`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('grants nothing to other sites', async () => {
    const preflight = await fetch(objectsUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
