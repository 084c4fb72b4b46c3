/** One typed way to call a callable function (region us-central1, see app.ts). */
import { httpsCallable, type Functions } from 'firebase/functions';

export async function callFunction<Request, Response>(
  functions: Functions,
  name: string,
  request: Request,
): Promise<Response> {
  const callable = httpsCallable<Request, Response>(functions, name);
  return (await callable(request)).data;
}
