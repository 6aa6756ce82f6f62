import { describe, expect, it } from 'vitest';
import { LINE_CONTROL_MESSAGE, plainLine, plainText, TEXT_CONTROL_MESSAGE } from './plain-text';

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('plain text', () => {
  it('on one line refuses every control character, a lone CR among them', () => {
    expect(refusal(plainLine().safeParse('Lee Miller'))).toBeNull();
    expect(refusal(plainLine().safeParse('Zoë Ōkubo — 東京'))).toBeNull();
    for (const control of ['\r', '\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
      expect(refusal(plainLine().safeParse(`Lee${control}Miller`)), JSON.stringify(control)).toBe(LINE_CONTROL_MESSAGE);
    }
  });

  it('over several lines keeps line breaks as LF (a form sends CRLF) and refuses tabs and the rest', () => {
    expect(refusal(plainText().safeParse('First line\nSecond line\n\nThird'))).toBeNull();
    expect(plainText().parse('From a form\r\nsent as CRLF\rand a lone CR')).toBe('From a form\nsent as CRLF\nand a lone CR');
    for (const control of ['\t', '\u0000', '\u000b', '\u000c', '\u007f', '\u009f']) {
      expect(refusal(plainText().safeParse(`Before${control}after`)), JSON.stringify(control)).toBe(TEXT_CONTROL_MESSAGE);
    }
  });
});
