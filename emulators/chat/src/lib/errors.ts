/** Stream's error codes and the error body shape the SDK parses (`ErrorFromResponse`). */
export const MORE_INFO = 'https://getstream.io/chat/docs/api_errors_response';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const inputError = (message: string) => new ApiError(4, 400, message);
export const authError = (message: string) => new ApiError(5, 401, message);
export const notFound = (message: string) => new ApiError(16, 404, message);
export const notAllowed = (message: string) => new ApiError(17, 403, message);
export const featureDisabled = (message: string) => new ApiError(19, 400, message);

export function errorBody(error: ApiError, startedAt: number) {
  return {
    code: error.code,
    message: error.message,
    StatusCode: error.status,
    duration: durationSince(startedAt),
    more_info: MORE_INFO,
    details: [],
  };
}

export function durationSince(startedAt: number): string {
  return `${(performance.now() - startedAt).toFixed(2)}ms`;
}
