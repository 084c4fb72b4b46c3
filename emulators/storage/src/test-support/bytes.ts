import { createHash, randomBytes } from 'node:crypto';

/** Random bytes; random so a misplaced chunk can never compare equal by accident. */
export function randomData(size: number): Uint8Array {
  return new Uint8Array(randomBytes(size));
}

export function sha256(data: Uint8Array | ArrayBuffer): string {
  return createHash('sha256')
    .update(data instanceof ArrayBuffer ? new Uint8Array(data) : data)
    .digest('hex');
}

/** The Firebase error code of a rejected SDK promise, e.g. `storage/unauthorized`. */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'resolved';
}
