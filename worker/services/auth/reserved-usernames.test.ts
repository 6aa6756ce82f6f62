import { describe, expect, it } from 'vitest';
import { isReservedUsername } from './reserved-usernames';

describe('reserved usernames', () => {
  it('reserves the staff and site names in any case', () => {
    for (const name of [
      'admin',
      'Administrator',
      'ROOT',
      'support',
      'staff',
      'moderator',
      'system',
      'help',
      'security',
      'aperture',
      'ApertureCircle',
    ]) {
      expect(isReservedUsername(name, 'founder'), name).toBe(true);
    }
  });

  it('reserves the obvious variants: underscores anywhere, digits at either end', () => {
    for (const name of ['admin_1', 'support2', 'aperture_circle', '_staff_', '2moderator', 'ROOT_00']) {
      expect(isReservedUsername(name, 'founder'), name).toBe(true);
    }
  });

  it('reserves whatever name is configured as the founder, and its variants', () => {
    expect(isReservedUsername('alex_rivera', 'alexrivera')).toBe(true);
    expect(isReservedUsername('AlexRivera1', 'alexrivera')).toBe(true);
    expect(isReservedUsername('founder', 'alexrivera')).toBe(true);
  });

  it('leaves names that merely contain a reserved word free', () => {
    for (const name of ['adminfan', 'helpful_hands', 'rooted', 'ad_min_x', 'staffordshire', 'sys_tem_3d', '1984']) {
      expect(isReservedUsername(name, 'founder'), name).toBe(false);
    }
  });

  it('reserves no extra name when no founder is configured', () => {
    expect(isReservedUsername('12345', '')).toBe(false);
    expect(isReservedUsername('alexrivera', '')).toBe(false);
  });
});
