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

  it('says where an entry placed, with what score, and which winner’s badge it earned', () => {
    const result = (place: number) =>
      notificationText('result', { title: 'Dusk', place, score: 7.84, challenge: 'Street' }, 1, null);
    expect([1, 2, 3, 4].map(result)).toEqual([
      'Your photo “Dusk” placed 1st in Street with a score of 7.8 and earned the gold badge',
      'Your photo “Dusk” placed 2nd in Street with a score of 7.8 and earned the silver badge',
      'Your photo “Dusk” placed 3rd in Street with a score of 7.8 and earned the bronze badge',
      'Your photo “Dusk” placed 4th in Street with a score of 7.8',
    ]);
  });

  it('names one liker, and counts several', () => {
    expect(notificationText('like', { title: 'Dusk' }, 1, 'maya')).toBe('maya liked your photo “Dusk”');
    expect(notificationText('like', { title: 'Dusk' }, 3, 'maya')).toBe('3 people liked your photo “Dusk”');
  });

  it('names one commenter, and counts several comments', () => {
    expect(notificationText('comment', { title: 'Dusk' }, 1, 'maya')).toBe('maya commented on your photo “Dusk”');
    expect(notificationText('comment', { title: 'Dusk' }, 4, 'maya')).toBe('4 new comments on your photo “Dusk”');
  });

  it('tells a session’s person what the other did, and reminds both by name', () => {
    const session = { title: 'portfolio review session' };
    expect(notificationText('session_booked', session, 1, 'sam')).toBe('sam booked a portfolio review session with you');
    expect(notificationText('session_rescheduled', session, 1, 'sam')).toBe(
      'sam moved your portfolio review session to a new time',
    );
    expect(notificationText('session_cancelled', session, 1, 'maya')).toBe('maya cancelled your portfolio review session');
    expect(notificationText('session_soon', session, 1, 'maya')).toBe(
      'Your portfolio review session with maya starts in an hour',
    );
    expect(notificationText('session_soon', session, 1, null)).toBe('Your portfolio review session starts in an hour');
    expect(notificationText('review', { ...session, score: 1 }, 1, 'sam')).toBe(
      'sam reviewed your portfolio review session: 1 star',
    );
  });

  it('reminds an entrant of the hours left, and a voter of the entries left to score', () => {
    expect(notificationText('entries_closing', { title: 'Rain', hours: 3 }, 1, null)).toBe(
      'Entries for “Rain” close in 3 hours: you have not entered yet',
    );
    expect(notificationText('voting_closing', { title: 'Rain', hours: 1, left: 1 }, 1, null)).toBe(
      'Voting on “Rain” closes in an hour: score 1 more entry for your scores to count',
    );
    expect(notificationText('voting_closing', { title: 'Rain', hours: 2, left: 4 }, 1, null)).toBe(
      'Voting on “Rain” closes in 2 hours: score 4 more entries for your scores to count',
    );
  });

  it('says where voting opened', () => {
    expect(notificationText('voting_open', { title: 'Rain' }, 1, null)).toBe('Voting is open in “Rain”: score the entries');
  });

  it('tells a sale by its photo when it is one, a parcel by its order, a payout by its amount', () => {
    expect(notificationText('print_sold', { title: 'Dusk', prints: 1 }, 1, 'sam')).toBe('sam bought a print of “Dusk”');
    expect(notificationText('print_sold', { title: '', prints: 3 }, 1, 'sam')).toBe('sam bought 3 prints of your photos');
    expect(notificationText('order_shipped', { title: '#42' }, 1, 'maya')).toBe('Your print order #42 has shipped');
    expect(notificationText('payout_sent', { title: '', amountCents: 123_456 }, 1, null)).toBe(
      'A payout of $1,234.56 is on its way to your account',
    );
  });

  it('names a webinar about to start and the time left', () => {
    expect(notificationText('webinar_soon', { title: 'Night skies', hours: 24 }, 1, 'alex')).toBe(
      'The webinar “Night skies” starts in 24 hours',
    );
    expect(notificationText('webinar_soon', { title: 'Night skies', hours: 1 }, 1, 'alex')).toBe(
      'The webinar “Night skies” starts in an hour',
    );
  });
});
