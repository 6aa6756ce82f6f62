import { describe, expect, it } from 'vitest';
import { resultWords, runLength } from './admin-workflows';

const ok = (result: string | null) => resultWords({ status: 'ok', result, error: null });

describe("a job run's words", () => {
  it('read what the job answered, as its pairs', () => {
    expect(ok('{"sent":3,"failed":0}')).toBe('sent 3, failed 0');
    expect(ok('{"created":0,"missingThemes":["street"]}')).toBe('created 0, missing themes street');
    expect(ok('{"joined":1,"expired":{"files":2}}')).toBe('joined 1, expired files 2');
    expect(ok('{"ids":[1,2,…')).toBe('{"ids":[1,2,…');
  });

  it('call a bare count a result, since it does not say what it counts', () => {
    expect(ok('12')).toBe('Result: 12');
    expect(ok('"street"')).toBe('Result: street');
  });

  it('say there was nothing to do when the answer counts nothing', () => {
    for (const empty of ['0', '[]', '{}', '{"sent":0,"failed":0}', '{"created":0,"missingThemes":[]}', '{"a":{"b":0}}']) {
      expect(ok(empty), empty).toBe('Nothing to do');
    }
    expect(ok('{"joined":0,"expired":1}')).toBe('joined 0, expired 1');
    expect(ok('null')).toBe('Nothing to report');
  });

  it('say why a run was skipped, or how it failed', () => {
    expect(resultWords({ status: 'skipped', result: '{"skipped":"paused"}', error: null })).toBe('Skipped: paused');
    expect(resultWords({ status: 'skipped', result: '{"skipped":"another run holds the lease"}', error: null })).toBe(
      'Skipped: another run was doing it',
    );
    expect(resultWords({ status: 'failed', result: null, error: 'no such column' })).toBe('no such column');
  });

  it('say how long it took', () => {
    expect(runLength(42)).toBe('42 ms');
    expect(runLength(4_400)).toBe('4 s');
    expect(runLength(125_000)).toBe('2 min 05 s');
  });
});
