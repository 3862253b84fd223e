// A certificate's words in the reader's language, the same on the PDF and on the verification page (the facts
// come from certificates.ts): English here, French in src/i18n/fr/certificate-words.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/certificate-words.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import { certificateDate } from './certificates.ts';
import { intlLocale } from './display-formats.ts';

export const certificateWordsMessages = defineMessages(
  'certificate-words',
  {
    distinction: 'With the elite distinction of a Transformation Leader',
    tagline: 'CPD-accredited leadership training',
    ofCompletion: 'Certificate of completion',
    certifiesThat: 'This certifies that',
    hasCompleted: 'has completed',
    whatItTook: params('{count} modules and an approved capstone project'),
    cpdHours: params('{hours} CPD hours'),
    fromTo: params('{from} to {to}'),
    certificateId: params('Certificate id: {id}'),
    issuedOn: params('Issued {date}'),
    verifyAt: 'Verify this certificate at',
    pdfTitle: params('{journey} certificate: {name}'),
    pdfSubject: params('Certificate {id}, verify at {url}'),
    pdfProducer: params('{issuer}, certificate service'),
    pdfKeywordCertificate: 'certificate',
    pdfKeywordLeadership: 'leadership training',
  },
  { fr },
);

const dates = new Map<Locale, Intl.DateTimeFormat>();

/** "2026-11-25" → "25 November 2026" / "25 novembre 2026". */
export function certificateDateIn(day: string, locale: Locale): string {
  if (locale === 'en') return certificateDate(day);
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dates.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Hours as a certificate states them, in a language: "12.5" / "12,5". */
export function certificateHoursText(hours: number, locale: Locale): string {
  return hours.toLocaleString(locale === 'en' ? 'en-US' : intlLocale(locale), { maximumFractionDigits: 1 });
}
