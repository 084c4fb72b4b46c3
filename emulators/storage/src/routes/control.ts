import { sendJson } from '../respond';
import type { RouteContext } from '../route-context';

/** `GET /_emulator/health`: for start scripts waiting on the port. */
export function health({ res }: RouteContext): void {
  sendJson(res, 200, { status: 'ok', emulator: 'storage' });
}

/** `POST /_emulator/reset` (and the official emulator's `/internal/reset`): drop everything. */
export async function reset({ res, services }: RouteContext): Promise<void> {
  await services.reset();
  sendJson(res, 200, { status: 'reset' });
}
