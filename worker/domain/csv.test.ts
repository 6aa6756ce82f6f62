import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('keeps a text from running as a formula, but not a negative number', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1 for this')).toBe("'+1 for this");
    expect(csvField('@here')).toBe("'@here");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvText([
        ['Name', 'Votes'],
        ['Ana', 3],
      ]),
    ).toBe('Name,Votes\r\nAna,3\r\n');
  });
});
