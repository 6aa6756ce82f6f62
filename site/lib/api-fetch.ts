// How a failed API call looks to islands (api-client.ts wraps every typed client with
// throwIfNotOk, and the photo upload's XMLHttpRequest throws the same): an Error whose
// message is `status: body` (or the status text when the body is empty), as spec §8 asks.
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, message: string, body = '') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new HttpError(res.status, `${res.status}: ${body || res.statusText}`, body);
}

// The server's own words for a failure (the `message` of its JSON body), else the
// fallback the screen gives for that action.
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  try {
    const { message } = JSON.parse(error.body) as { message?: unknown };
    return typeof message === 'string' && message ? message : fallback;
  } catch {
    return fallback;
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

// Spec §9: a mutation is retried at most once, after 1 s, and never when the
// server answered with an error status (only when the request itself failed).
export async function withMutationRetry<T>(
  run: () => Promise<T>,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await wait(1000);
    return run();
  }
}
