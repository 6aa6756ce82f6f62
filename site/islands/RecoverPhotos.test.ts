import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PhotoRecovery from './PhotoRecovery';
import RecoverPhotos from './RecoverPhotos';

// The shells (pages/shells/recover-photos.astro, tnt-recovery.astro) draw these at build time,
// so each form must be whole in its server render: it paints before JavaScript.
describe('the recovery forms, before JavaScript', () => {
  it('draws /recover-photos with its file field and button', () => {
    const page = renderToString(createElement(RecoverPhotos));
    expect(page).toContain('<h1 class="auth-card__title">Recover Photos</h1>');
    expect(page).toMatch(/<input[^>]*type="file"[^>]*name="photo"/);
    expect(page).toContain('Restore My Photo');
    expect(page).toContain('href="/tnt-recovery"');
  });

  it('draws /tnt-recovery with its email field and button', () => {
    const page = renderToString(createElement(PhotoRecovery));
    expect(page).toContain('<h1 class="auth-card__title">Photo Recovery</h1>');
    expect(page).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(page).toContain('Email Me the List');
    expect(page).toContain('href="/emergency-recovery"');
  });
});
