/** Requests to the storage stand-in of the test stack, as the Web SDK sends them. */
import { TEST_PORTS } from '@crewspace/common/local-config';
import type { TestAccount } from './emulators';

const STORAGE = `http://127.0.0.1:${TEST_PORTS.storage}/v0/b/${process.env.GCLOUD_PROJECT}.appspot.com/o`;

/**
 * Uploads `size` bytes (or a few) as `account` over the Firebase v0 REST API with its
 * Auth-emulator ID token; resolves with the HTTP status (200 stored, 403 refused by the rules).
 */
export async function uploadAs(
  account: TestAccount,
  name: string,
  contentType: string,
  metadata: Record<string, string>,
  size = 11,
): Promise<number> {
  const boundary = 'test-upload-boundary';
  const json = JSON.stringify({ name, contentType, metadata });
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${json}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.alloc(size, 1),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`${STORAGE}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      Authorization: `Firebase ${account.idToken}`,
      'Content-Type': `multipart/related; boundary=${boundary}`,
      'X-Goog-Upload-Protocol': 'multipart',
    },
    body,
  });
  return response.status;
}

/** GETs an object's metadata as `account`; resolves with the HTTP status. */
export async function readAs(account: TestAccount, name: string): Promise<number> {
  const response = await fetch(`${STORAGE}/${encodeURIComponent(name)}`, {
    headers: { Authorization: `Firebase ${account.idToken}` },
  });
  return response.status;
}

/** Deletes an object as `account`; resolves with the HTTP status (204 deleted). */
export async function deleteAs(account: TestAccount, name: string): Promise<number> {
  const response = await fetch(`${STORAGE}/${encodeURIComponent(name)}`, {
    method: 'DELETE',
    headers: { Authorization: `Firebase ${account.idToken}` },
  });
  return response.status;
}
