// Money as payment providers count it: whole minor units (cents) of an ISO 4217 currency, never floats, so a
// price read from the site settings, sent to the provider, compared with what it charged and printed on a
// receipt is the same number everywhere.
import type { Locale } from '#/i18n/locales.ts';
import { intlLocale } from './display-formats.ts';

/** A price or a charge: `amount` in the currency's minor units (9900 is USD 99.00), `currency` upper case. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** Paid membership's price when the site settings name none (rule 21: USD 99). */
export const DEFAULT_MEMBERSHIP_PRICE: Money = { amount: 9900, currency: 'USD' };

/**
 * Currencies whose amounts have no minor unit at payment providers (Stripe's zero-decimal list), so 5000 UGX
 * is sent as 5000, not 500000. Every other currency is counted in hundredths.
 */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

/** The largest amount a card provider accepts in one charge (Stripe: eight digits of minor units). */
export const MAX_CHARGE_MINOR_UNITS = 99_999_999;

/** A three-letter ISO 4217 code, upper or lower case. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value);
}

/** How many minor units make one major unit: 1 for zero-decimal currencies, else 100. */
export function minorUnitsPerMajor(currency: string): 1 | 100 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100;
}

/** Whether `money` is a price a card can be charged: a whole, positive amount within the providers' limit. */
export function isChargeable(money: Money): boolean {
  return isCurrencyCode(money.currency) && Number.isInteger(money.amount) && money.amount > 0 && money.amount <= MAX_CHARGE_MINOR_UNITS;
}

/** The amount alone, in major units with the currency's decimals: "99.00", "5,000" (UGX); "99,00" in French. */
export function formatAmount(money: Money, locale: Locale = 'en'): string {
  const perMajor = minorUnitsPerMajor(money.currency);
  const digits = perMajor === 1 ? 0 : 2;
  return (money.amount / perMajor).toLocaleString(locale === 'en' ? 'en-US' : intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "USD 99.00", "UGX 5,000": the code first, so a reader in any country knows which dollars or shillings. */
export function formatMoney(money: Money, locale: Locale = 'en'): string {
  return `${money.currency.toUpperCase()} ${formatAmount(money, locale)}`;
}

/** Two amounts are the same charge when their minor units and currencies (in any case) agree. */
export function sameMoney(a: Money, b: Money): boolean {
  return a.amount === b.amount && a.currency.toUpperCase() === b.currency.toUpperCase();
}

/**
 * A number typed in either convention, with a point or a comma as the decimal mark: "1,250.50", "1 250,50",
 * "1.250,50" and "99,5" become "1250.50", "1250.50", "1250.50" and "99.5". A comma followed by one or two
 * digits at the end is the decimal mark (a French "99,50" is 99.50, not 9 950); any other comma or space, and
 * a point before a decimal comma, group thousands. What is left is checked by the caller's own pattern.
 */
export function normaliseTypedDecimal(typed: string): string {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '');
  const lastComma = compact.lastIndexOf(',');
  if (lastComma > compact.lastIndexOf('.') && /^,\d{1,2}$/.test(compact.slice(lastComma))) {
    return `${compact.slice(0, lastComma).replace(/[.,]/g, '')}.${compact.slice(lastComma + 1)}`;
  }
  return compact.replace(/,/g, '');
}
