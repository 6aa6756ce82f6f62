// The contract's schemas bring zod with them (about 24 KB gzip), more than a page's JavaScript
// budget can spare for a form most visitors never touch. So forms import them on first use:
// the import starts when the form is focused and is awaited when it is submitted.
export function preload(load: () => Promise<unknown>): void {
  // A failed preload is not an error yet: the submit that needs the module retries and reports it.
  load().catch(() => undefined);
}

// What a form says when its schemas could not be loaded (offline, or a deploy replaced them).
export const LOAD_FAILED = 'Please check your connection and try again.';
