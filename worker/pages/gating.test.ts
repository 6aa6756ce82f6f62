import { describe, expect, it } from 'vitest';
import { makeUser, present, request, setFlag } from '../test/helpers';
import { PAGE_ROUTES } from './route-table';

const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');
const gatedRoutes = PAGE_ROUTES.filter((route) => route.flag);
const adminRoutes = PAGE_ROUTES.filter((route) => route.admin);
const MENTOR_FLAGS = ['mentor_program_access', 'mentor_booking_system'];

describe('feature-flag gates at the edge', () => {
  for (const route of gatedRoutes) {
    const path = concrete(route.pattern);
    it(`${path} shows the denial page without ${route.flag} and the page with it`, async () => {
      const flag = present(route.flag, `the flag gating ${path}`);
      const { cookie } = await makeUser();
      await setFlag(flag, false);
      const denied = await request(path, { cookie });
      expect(denied.status).toBe(403);
      const deniedHtml = await denied.text();
      const denial = MENTOR_FLAGS.includes(flag) ? 'Mentor Program Access Required' : 'Feature Not Available';
      expect(deniedHtml).toContain(denial);
      expect(deniedHtml).not.toContain(`<title>${route.title} | Aperture Circle</title>`);

      await setFlag(flag, true);
      const allowed = await request(path, { cookie });
      const html = await allowed.text();
      expect(html).not.toContain(denial);
      // A page made from a record (a mentor, a session) has its own title, or is not found
      // when there is no such record: past the gate either way.
      if (route.loader) {
        expect([200, 404]).toContain(allowed.status);
        return;
      }
      expect(allowed.status).toBe(200);
      expect(html).toContain(`<title>${route.title} | Aperture Circle</title>`);
    });
  }
});

describe('admin gate at the edge', () => {
  for (const route of adminRoutes) {
    const path = concrete(route.pattern);
    it(`${path} is denied to visitors (401) and non-admins (403) and served to admins`, async () => {
      const visitor = await request(path);
      expect(visitor.status).toBe(401);
      expect(await visitor.text()).toContain("You don't have admin privileges to access this page.");

      const member = await makeUser();
      const refused = await request(path, { cookie: member.cookie });
      expect(refused.status).toBe(403);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain('Access Denied');
      expect(refusedHtml).toContain('Go to Home');

      const admin = await makeUser({ isAdmin: true });
      const served = await request(path, { cookie: admin.cookie });
      expect(served.status).toBe(200);
      expect(await served.text()).toContain(`<title>${route.title} | Aperture Circle</title>`);
    });
  }

  it('treats the configured founder username as an admin', async () => {
    const founder = await makeUser({ username: 'founder' });
    expect((await request('/admin', { cookie: founder.cookie })).status).toBe(200);
  });

  it('does not reveal which admin pages exist to non-admins', async () => {
    const member = await makeUser();
    expect((await request('/admin/no-such-page', { cookie: member.cookie })).status).toBe(403);
    const admin = await makeUser({ isAdmin: true });
    expect((await request('/admin/no-such-page', { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('sign-in gate at the edge', () => {
  const signedIn = PAGE_ROUTES.filter((route) => route.access === 'signed-in');

  it('covers the pages only members may open', () => {
    expect(signedIn.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(['/create-challenge', '/profile', '/submit-photo/:id']),
    );
  });

  for (const route of signedIn) {
    const path = concrete(route.pattern);
    it(`${path} sends a visitor to sign in first and opens for a member`, async () => {
      const visitor = await request(path, { redirect: 'manual' });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('Location')).toBe(`/auth?tab=login&next=${path}`);
      const member = await makeUser();
      expect((await request(path, { cookie: member.cookie, redirect: 'manual' })).status).not.toBe(302);
    });
  }
});
