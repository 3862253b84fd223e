// Numbers and dates as the admin pages show them, in the reader's language (each formatter built once per
// language, as in src/domain/display-formats.ts): a signed XP change ("+1,500 XP",
// "+1 500 XP"), a streak multiplier ("×1.5", "×1,5") and a date with its time in the admin's zone.
import { formatNumber, intlLocale } from '#/domain/display-formats.ts';
import { minorUnitsPerMajor } from '#/domain/money.ts';
import { dateTimeInZone, shortDateInZone } from '#/domain/date-labels.ts';
import { dayAndTimeUtc } from '#/domain/display-format.ts';
import type { Locale } from '#/i18n/locales.ts';

/** A signed XP amount with a real minus sign: "+150 XP", "−1,200 XP" ("−1 200 XP" in French). */
export function xpChange(xp: number, locale: Locale): string {
  return `${xp < 0 ? '−' : '+'}${formatNumber(Math.round(Math.abs(xp)), locale)} XP`;
}

const multipliers = new Map<Locale, Intl.NumberFormat>();

/** "×1.5" in English, "×1,5" in French. */
export function multiplierText(multiplier: number, locale: Locale): string {
  let format = multipliers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
    multipliers.set(locale, format);
  }
  return `×${format.format(multiplier)}`;
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

const amounts = new Map<string, Intl.NumberFormat>();

/** "USD 99.00", "UGX 5,000" in English; "USD 99,00", "UGX 5 000" in French: the code first, as formatMoney does. */
export function moneyText(money: { amount: number; currency: string }, locale: Locale): string {
  const perMajor = minorUnitsPerMajor(money.currency);
  const digits = perMajor === 1 ? 0 : 2;
  const key = `${locale}\u0000${digits}`;
  let format = amounts.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits });
    amounts.set(key, format);
  }
  return `${money.currency.toUpperCase()} ${format.format(money.amount / perMajor)}`;
}

const frenchFormats = new Map<string, Intl.DateTimeFormat>();


function french(key: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key}\u0000${timeZone}`;
  let format = frenchFormats.get(id);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone });
    } catch {
      // A zone Intl does not know (stored zones are checked when saved): UTC, as the English formatters do.
      format = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });
    }
    if (frenchFormats.size < 1000) frenchFormats.set(id, format);
  }
  return format;
}

/** "25 Nov 2026" in English (the shared formatter, unchanged), "25 nov. 2026" in French. */
export function shortDateText(iso: string, timeZone: string, locale: Locale): string {
  if (locale === 'en') return shortDateInZone(iso, timeZone);
  return french('short', timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** "Wednesday 25 November 2026, 15:00" in English (unchanged), "mercredi 25 novembre 2026, 15:00" in French. */
export function longDateTimeText(iso: string, timeZone: string, locale: Locale): string {
  if (locale === 'en') return dateTimeInZone(iso, timeZone);
  return french('long', timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(' à ', ', ');
}

/** A moment in UTC: the shared English text ("25 Nov 2026, 15:00 UTC"), or its French ("25 nov. 2026, 15:00 UTC"). */
export function dayAndTimeUtcText(iso: string, locale: Locale): string {
  if (locale === 'en') return dayAndTimeUtc(iso);
  return `${french('utc', 'UTC', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))} UTC`;
}
