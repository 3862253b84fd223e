// The membership price is a site setting (rule 21): USD 99 unless set; set only with a reason, audited.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditTrailOf, recordAudit } from '#/server/services/audit-log.ts';
import { MEMBERSHIP_PRICE_KEY, getMembershipPrice, setMembershipPrice } from '#/server/services/membership-price.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

describe('membership price', () => {
  it('is USD 99.00 when the site settings hold none', async () => {
    expect(await getMembershipPrice(backend)).toEqual({ amount: 9900, currency: 'USD' });
  });

  it('is what the settings hold once set, with an audit entry naming who, why, before and after', async () => {
    await setMembershipPrice(backend, 'admin-7', { amount: 4500000, currency: 'ngn' }, 'Naira price for the Lagos cohort');
    expect(await getMembershipPrice(backend)).toEqual({ amount: 4500000, currency: 'NGN' });
    expect(JSON.parse((await backend.store.getRow('settings', MEMBERSHIP_PRICE_KEY))!.value)).toEqual({ amount: 4500000, currency: 'NGN' });
    expect(await auditTrailOf(backend.store, 'settings', MEMBERSHIP_PRICE_KEY)).toMatchObject([
      {
        actorId: 'admin-7',
        action: 'settings.membership_price',
        before: { price: 'USD 99.00', amount: 9900, currency: 'USD' },
        after: { price: 'NGN 45,000.00', amount: 4500000, currency: 'NGN' },
        reason: 'Naira price for the Lagos cohort',
      },
    ]);
  });

  it('refuses a price no card can be charged, or no reason, and keeps the old one', async () => {
    expect((await failure(setMembershipPrice(backend, 'a', { amount: 0, currency: 'USD' }, 'free for all'))).code).toBe('invalid-argument');
    expect((await failure(setMembershipPrice(backend, 'a', { amount: 99.5, currency: 'USD' }, 'cents'))).code).toBe('invalid-argument');
    expect((await failure(setMembershipPrice(backend, 'a', { amount: 5000, currency: 'dollars' }, 'x'))).code).toBe('invalid-argument');
    expect((await failure(setMembershipPrice(backend, 'a', { amount: 5000, currency: 'EUR' }, '  '))).fields.reason).toBe('Say why the price changes.');
    expect(await getMembershipPrice(backend)).toEqual({ amount: 9900, currency: 'USD' });
  });

  it('a damaged settings row does not stop anyone paying: the default price stands', async () => {
    await backend.store.createRow('settings', MEMBERSHIP_PRICE_KEY, { value: '{"amount":"lots"}' });
    expect(await getMembershipPrice(backend)).toEqual({ amount: 9900, currency: 'USD' });
  });
});

describe('audit log', () => {
  it('an entry is written with the transaction that makes the change, or not at all', async () => {
    await expect(
      backend.store.transaction(async (tx) => {
        await recordAudit(tx, { actorId: 'a1', action: 'role.changed', targetType: 'user', targetId: 'u1', before: { role: 'learner' }, after: { role: 'admin' }, reason: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditTrailOf(backend.store, 'user', 'u1')).toEqual([]);
    await backend.store.transaction((tx) =>
      recordAudit(tx, { actorId: 'a1', action: 'role.changed', targetType: 'user', targetId: 'u1', before: { role: 'learner' }, after: { role: 'admin' }, reason: 'test', at: new Date('2026-11-21T10:00:00Z') }),
    );
    expect(await auditTrailOf(backend.store, 'user', 'u1')).toEqual([
      { id: expect.any(String), actorId: 'a1', action: 'role.changed', targetType: 'user', targetId: 'u1', before: { role: 'learner' }, after: { role: 'admin' }, reason: 'test', at: '2026-11-21T10:00:00.000Z' },
    ]);
  });
});
