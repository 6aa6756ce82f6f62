// The built pages: every .html file under the build's output directory.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
