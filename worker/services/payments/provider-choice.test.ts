import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { db } from '../../test/helpers';
import { purposeHandlers } from '../payment-purposes';
import { paymentsFor } from '.';

describe('which provider takes payments', () => {
  it('is the local one on a loopback host with PAYMENTS_LOCAL, and none elsewhere without a Stripe key', () => {
    expect(paymentsFor(env, db(), 'http://127.0.0.1:8787/', purposeHandlers)?.provider.name).toBe('local');
    expect(paymentsFor(env, db(), 'https://aperture.example/', purposeHandlers)).toBeNull();
    expect(paymentsFor({ ...env, PAYMENTS_LOCAL: 'false' }, db(), 'http://127.0.0.1/', purposeHandlers)).toBeNull();
    expect(paymentsFor({ ...env, STRIPE_WEBHOOK_SECRET: undefined }, db(), 'http://127.0.0.1/', purposeHandlers)).toBeNull();
  });

  it('is Stripe whenever its secret key is set, on any host', () => {
    const withStripe = { ...env, STRIPE_SECRET_KEY: 'sk_test_example' };
    expect(paymentsFor(withStripe, db(), 'https://aperture.example/', purposeHandlers)?.provider.name).toBe('stripe');
    expect(paymentsFor(withStripe, db(), 'http://127.0.0.1/', purposeHandlers)).toMatchObject({ local: null });
  });
});
