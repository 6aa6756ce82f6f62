import { describe, expect, it } from 'vitest';
import { notificationText, ordinal } from './notification-text';

describe('notification text', () => {
  it('names places as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('says where an entry placed, and with what score', () => {
    expect(notificationText('result', { title: 'Dusk', place: 2, score: 7.84, challenge: 'Street' }, 1, null)).toBe(
      'Your photo “Dusk” placed 2nd in Street with a score of 7.8',
    );
  });

  it('names one liker, and counts several', () => {
    expect(notificationText('like', { title: 'Dusk' }, 1, 'maya')).toBe('maya liked your photo “Dusk”');
    expect(notificationText('like', { title: 'Dusk' }, 3, 'maya')).toBe('3 people liked your photo “Dusk”');
  });

  it('names one commenter, and counts several comments', () => {
    expect(notificationText('comment', { title: 'Dusk' }, 1, 'maya')).toBe('maya commented on your photo “Dusk”');
    expect(notificationText('comment', { title: 'Dusk' }, 4, 'maya')).toBe('4 new comments on your photo “Dusk”');
  });
});
