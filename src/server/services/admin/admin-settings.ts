// The membership price as the admin's settings form gives it (major units as typed, "99.00"), turned into
// minor units for the currency and saved through the payments' own setter, which audits it (rule 21).
import { minorUnitsPerMajor, type Money } from '#/domain/money.ts';
import type { Backend } from '../../backend.ts';
import { setMembershipPrice } from '../membership-price.ts';
import { ServiceError } from '../service-error.ts';
import { requireAdmin } from './admin-actor.ts';
import { adminServiceMessages } from './admin-services.messages.ts';

/** Refusals are raised in English and translated on their way out of an Action. */
const m = adminServiceMessages('en');

export async function saveMembershipPrice(backend: Backend, adminId: string, price: { major: string; currency: string }, reason: string): Promise<Money> {
  await requireAdmin(backend.store, adminId);
  const perMajor = minorUnitsPerMajor(price.currency);
  const amount = Math.round(Number(price.major) * perMajor);
  if (perMajor === 1 && !Number.isInteger(Number(price.major))) {
    throw new ServiceError('invalid-argument', m.noCents({ currency: price.currency }), { fields: { amount: m.noCents({ currency: price.currency }) } });
  }
  try {
    return await setMembershipPrice(backend, adminId, { amount, currency: price.currency }, reason);
  } catch (error) {
    // The payments' setter words its refusal for the whole form; the amount field is where it belongs here.
    if (error instanceof ServiceError && error.code === 'invalid-argument' && Object.keys(error.fields).length === 0) {
      throw new ServiceError('invalid-argument', error.message, { fields: { amount: m.priceRange } });
    }
    throw error;
  }
}
