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

function errorBody(error: unknown): { message?: unknown; issues?: unknown } {
  if (!(error instanceof HttpError)) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

// The server's own words for a failure (the `message` of its JSON body), else the
// fallback the screen gives for that action.
export function serverMessage(error: unknown, fallback: string): string {
  const { message } = errorBody(error);
  return typeof message === 'string' && message ? message : fallback;
}

// Where in the request a refusal's issues point (`lines.2`…), for the screen to mark.
export function serverIssuePaths(error: unknown): string[] {
  const { issues } = errorBody(error);
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown } | null) => (typeof issue?.path === 'string' ? [issue.path] : []));
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
