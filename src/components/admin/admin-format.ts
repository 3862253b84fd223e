// Numbers and dates as the admin pages show them, in the reader's language: a signed XP change ("+1,500 XP",
// "+1 500 XP"), a streak multiplier ("×1.5", "×1,5") and a date with its time in the admin's zone.
import { formatNumber, intlLocale } from '#/domain/display-formats.ts';
import { minorUnitsPerMajor } from '#/domain/money.ts';
import type { Locale } from '#/i18n/locales.ts';

/** A signed XP amount with a real minus sign: "+150 XP", "−1,200 XP" ("−1 200 XP" in French). */
export function xpChange(xp: number, locale: Locale): string {
  return `${xp < 0 ? '−' : '+'}${formatNumber(Math.round(Math.abs(xp)), locale)} XP`;
}

/** "×1.5" in English, "×1,5" in French. */
export function multiplierText(multiplier: number, locale: Locale): string {
  return `×${multiplier.toLocaleString(intlLocale(locale), { maximumFractionDigits: 2 })}`;
}

const mediumDateTimes = new Map<string, Intl.DateTimeFormat>();

/** "18 Nov 2026, 09:30" ("18 nov. 2026, 09:30"), in `timeZone`. */
export function dateTimeText(iso: string, timeZone: string, locale: Locale): string {
  const key = `${locale}\u0000${timeZone}`;
  let format = mediumDateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone });
    mediumDateTimes.set(key, format);
  }
  return format.format(new Date(iso));
}

/** "USD 99.00", "UGX 5,000" in English; "USD 99,00", "UGX 5 000" in French: the code first, as formatMoney does. */
export function moneyText(money: { amount: number; currency: string }, locale: Locale): string {
  const perMajor = minorUnitsPerMajor(money.currency);
  const digits = perMajor === 1 ? 0 : 2;
  const amount = (money.amount / perMajor).toLocaleString(locale === 'en' ? 'en-US' : intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${money.currency.toUpperCase()} ${amount}`;
}
