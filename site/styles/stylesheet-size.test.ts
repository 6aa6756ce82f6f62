import { describe, expect, it } from 'vitest';

// Styles live with their components (scoped <style> blocks in .astro files, a stylesheet
// beside each island) and in small shared files here; none may grow into a catch-all again.
const MAX_LINES = 400;

const sources = import.meta.glob<string>('/site/**/*.{css,astro}', { query: '?raw', import: 'default', eager: true });

const lineCount = (text: string) => text.replace(/^\n|\n$/g, '').split('\n').length;

// Every stylesheet in site/: each .css file, and each <style> block of an .astro file.
function stylesheets(): { name: string; lines: number }[] {
  const sheets: { name: string; lines: number }[] = [];
  for (const [path, text] of Object.entries(sources)) {
    if (path.endsWith('.css')) {
      sheets.push({ name: path, lines: lineCount(text) });
      continue;
    }
    let index = 0;
    for (const [, body] of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      sheets.push({ name: `${path} <style> #${++index}`, lines: lineCount(body) });
    }
  }
  return sheets;
}

describe('stylesheets', () => {
  it('finds the stylesheets', () => {
    const names = stylesheets().map((sheet) => sheet.name);
    expect(names).toContain('/site/styles/global.css');
    expect(names.some((name) => name.startsWith('/site/islands/'))).toBe(true);
    expect(names.some((name) => name.endsWith('.astro <style> #1'))).toBe(true);
  });

  it(`keeps every stylesheet and <style> block at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = stylesheets().filter((sheet) => sheet.lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
