import { describe, expect, it } from 'vitest';
import type { CoachFinding } from '../../lib/coach/types';
import { QUESTIONS_MAX_CHARS, aspectsFrom, questionsFrom } from './ask-prefill';

const finding = (id: CoachFinding['id'], verdict: CoachFinding['verdict'], value = 'measured'): CoachFinding => ({
  id,
  title: id,
  verdict,
  value,
  meaning: '',
  suggestion: '',
  caveat: '',
});

describe('the community ask prefilled from the coach', () => {
  it('always asks for a general impression, and for the aspect of each flagged finding in the domain order', () => {
    const findings = [
      finding('horizon', 'fix'),
      finding('noise', 'note'),
      finding('colour-cast', 'good'),
      finding('sharpness', 'note'),
    ];
    expect(aspectsFrom(findings)).toEqual(['general', 'composition', 'focus', 'exposure']);
  });

  it('asks only for a general impression when every finding is good', () => {
    expect(aspectsFrom([finding('exposure', 'good')])).toEqual(['general']);
  });

  it('writes one line per flagged finding, fixes first', () => {
    const text = questionsFrom([finding('noise', 'note', 'σ 4'), finding('exposure', 'good'), finding('horizon', 'fix', '3°')]);
    expect(text.split('\n')).toEqual([
      'horizon (the coach says fix): 3°. Do you agree?',
      'noise (the coach says worth a look): σ 4. Do you agree?',
    ]);
  });

  it('stops at a whole line within the request’s limit', () => {
    const findings = Array.from({ length: 20 }, () => finding('noise', 'note', 'x'.repeat(120)));
    const text = questionsFrom(findings);
    expect(text.length).toBeLessThanOrEqual(QUESTIONS_MAX_CHARS);
    expect(text.endsWith('Do you agree?')).toBe(true);
  });
});
