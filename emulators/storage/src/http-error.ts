/** An error that becomes an HTTP answer with the `{"error":{"code","message"}}` body both APIs use. */
export class HttpError extends Error {
  readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    /** Extra fields for the `error` object, e.g. the GCS `errors` array. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): { error: Record<string, unknown> } {
    return { error: { code: this.status, message: this.message, ...this.details } };
  }
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

export type PermissionKind = 'READ' | 'WRITE' | 'LIST';

/** The official emulator's wording: "Permission denied. No WRITE permission." */
export function permissionDenied(kind: PermissionKind): HttpError {
  return new HttpError(403, `Permission denied. No ${kind} permission.`);
}

/** GCS-shaped 404; the Firebase SDK ignores bodies and maps 404 to `storage/object-not-found`. */
export function objectNotFound(bucket: string, name: string): HttpError {
  const message = `No such object: ${bucket}/${name}`;
  return new HttpError(404, message, {
    errors: [{ message, domain: 'global', reason: 'notFound' }],
  });
}

/** GCS-shaped 412 for a generation precondition (`ifGenerationMatch`) that does not hold. */
export function preconditionFailed(): HttpError {
  const message = 'At least one of the pre-conditions you specified did not hold.';
  return new HttpError(412, message, {
    errors: [{ message, domain: 'global', reason: 'conditionNotMet' }],
  });
}
