// Money in minor units (rule 21: default USD 99), as the price, the provider and the receipt count it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBERSHIP_PRICE, formatMoney, isChargeable, minorUnitsPerMajor, sameMoney, normaliseTypedDecimal } from '#/domain/money.ts';
import { priceForm } from '#/server/forms/admin-forms.ts';

describe('money', () => {
  it('the default membership price is USD 99.00', () => {
    expect(DEFAULT_MEMBERSHIP_PRICE).toEqual({ amount: 9900, currency: 'USD' });
    expect(formatMoney(DEFAULT_MEMBERSHIP_PRICE)).toBe('USD 99.00');
  });

  it('zero-decimal currencies (UGX, RWF, XOF …) count whole units; others hundredths', () => {
    expect(minorUnitsPerMajor('ugx')).toBe(1);
    expect(minorUnitsPerMajor('XOF')).toBe(1);
    expect(minorUnitsPerMajor('KES')).toBe(100);
    expect(formatMoney({ amount: 350000, currency: 'UGX' })).toBe('UGX 350,000');
    expect(formatMoney({ amount: 1250050, currency: 'ngn' })).toBe('NGN 12,500.50');
  });

  it('a chargeable price is a whole positive amount within the provider limit, in a three-letter currency', () => {
    expect(isChargeable({ amount: 9900, currency: 'USD' })).toBe(true);
    for (const price of [{ amount: 0, currency: 'USD' }, { amount: -1, currency: 'USD' }, { amount: 99.5, currency: 'USD' }, { amount: 100_000_000, currency: 'USD' }, { amount: 100, currency: 'US' }]) {
      expect(isChargeable(price), JSON.stringify(price)).toBe(false);
    }
  });

  it('the same charge regardless of the currency code case', () => {
    expect(sameMoney({ amount: 9900, currency: 'usd' }, { amount: 9900, currency: 'USD' })).toBe(true);
    expect(sameMoney({ amount: 9900, currency: 'usd' }, { amount: 9901, currency: 'USD' })).toBe(false);
  });
});

describe('a price typed in either convention', () => {
  it.each([
    ['99', '99'],
    ['99.00', '99.00'],
    ['99,50', '99.50'],
    ['99,5', '99.5'],
    ['1,250.50', '1250.50'],
    ['1 250,50', '1250.50'],
    ['1\u202f250,50', '1250.50'],
    ['1.250,50', '1250.50'],
    ['1,250', '1250'],
  ])('%j is %j', (typed, expected) => {
    expect(normaliseTypedDecimal(typed)).toBe(expected);
  });

  it('is refused by the price form when it is not a price, and read the French way when it is', () => {
    expect(priceForm.safeParse({ amount: '99,50', currency: 'usd', reason: 'New price for 2027' }).data?.amount).toBe('99.50');
    expect(priceForm.safeParse({ amount: '1.250', currency: 'usd', reason: 'New price for 2027' }).success).toBe(false);
  });
});
