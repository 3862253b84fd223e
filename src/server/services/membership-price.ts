// Paid membership's price and currency (rule 21): a site setting, read by the server whenever it asks a
// payment provider for money, never taken from a browser. Kept in the `settings` table (row id = key,
// value = JSON) as `{ "amount": <minor units>, "currency": "<ISO 4217>" }`; USD 99 when unset. The admin
// screen (a later issue) changes it through `setMembershipPrice`, which records who and why.
import { z } from 'zod';
import { DEFAULT_MEMBERSHIP_PRICE, formatMoney, isChargeable, type Money } from '#/domain/money.ts';
import type { Backend } from '../backend.ts';
import type { StoreOps } from '../store/port.ts';
import { recordAudit } from './audit-log.ts';
import { ServiceError } from './service-error.ts';

/** The settings row holding the price. */
export const MEMBERSHIP_PRICE_KEY = 'membership.price';

const storedPrice = z.object({ amount: z.number().int(), currency: z.string().regex(/^[A-Za-z]{3}$/) });

function parseStored(value: string): Money | null {
  try {
    const parsed = storedPrice.safeParse(JSON.parse(value));
    if (!parsed.success) return null;
    const price = { amount: parsed.data.amount, currency: parsed.data.currency.toUpperCase() };
    return isChargeable(price) ? price : null;
  } catch {
    return null;
  }
}

/** The price now; the default when none is set or the stored one is unusable (a bad row must not block paying). */
export async function readMembershipPrice(store: Pick<StoreOps, 'getRow'>): Promise<Money> {
  const row = await store.getRow('settings', MEMBERSHIP_PRICE_KEY);
  return (row && parseStored(row.value)) ?? DEFAULT_MEMBERSHIP_PRICE;
}

export function getMembershipPrice({ store }: Backend): Promise<Money> {
  return readMembershipPrice(store);
}

/**
 * Sets the price, with an audit entry naming `actorId` and `reason`. Only the server calls it (the admin
 * area checks the role first). Intents already created keep the price they were created with.
 */
export async function setMembershipPrice({ store }: Backend, actorId: string, price: Money, reason: string): Promise<Money> {
  const next = { amount: price.amount, currency: price.currency.toUpperCase() };
  if (!isChargeable(next)) {
    throw new ServiceError('invalid-argument', 'Enter a whole amount in minor units (e.g. 9900 for 99.00) and a three-letter currency code.');
  }
  if (reason.trim() === '') throw new ServiceError('invalid-argument', 'Say why the price changes.', { fields: { reason: 'Say why the price changes.' } });
  await store.transaction(async (tx) => {
    const before = await readMembershipPrice(tx);
    const value = JSON.stringify(next);
    if (await tx.getRow('settings', MEMBERSHIP_PRICE_KEY)) await tx.updateRow('settings', MEMBERSHIP_PRICE_KEY, { value });
    else await tx.createRow('settings', MEMBERSHIP_PRICE_KEY, { value });
    await recordAudit(tx, {
      actorId,
      action: 'settings.membership_price',
      targetType: 'settings',
      targetId: MEMBERSHIP_PRICE_KEY,
      before: { price: formatMoney(before), ...before },
      after: { price: formatMoney(next), ...next },
      reason: reason.trim(),
    });
  });
  return next;
}
