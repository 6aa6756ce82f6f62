import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(splitLinks('See https://example.com/a?b=1 and www.photo.net.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'www.photo.net', href: 'https://www.photo.net' },
      { text: '.' },
    ]);
  });

  it('keeps markup as text: nothing becomes an element but a link', () => {
    const text = '<script>alert(1)</script> <a href="javascript:x">hi</a>';
    const runs = splitLinks(text);
    expect(runs).toEqual([{ text }]);
  });

  it('never links a javascript: or data: address', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,hi').every((run) => run.href === undefined)).toBe(true);
  });

  it('ends a link before markup and closing brackets', () => {
    expect(splitLinks('(https://a.example/x)<b>')).toEqual([
      { text: '(' },
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: ')<b>' },
    ]);
  });

  it('answers the text as one run when it has no link', () => {
    expect(splitLinks('Hello there')).toEqual([{ text: 'Hello there' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
