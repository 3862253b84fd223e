// The certificate as a PDF (rule 28), made with pdf-lib on the server: the platform's colours, the learner's
// name, the journey, CPD hours, dates, the certificate id, the elite distinction when earned, and a QR code
// (uqr) to the public verification page. The standard fonts cover Western European text (WinAnsi); a letter
// outside it is written without its accent (Ọ → O), or as "?", while the verification page shows the name as
// stored. Its words are in the reader's language (certificates.messages.ts). Pure: the same facts and language
// always give the same document.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import { certificateHours, ISSUER_NAME, verificationUrl, type CertificateFacts } from '#/domain/certificates.ts';
import { certificateDateIn, certificateHoursText, certificateWordsMessages } from '#/domain/certificates.messages.ts';
import { intlLocale } from '#/domain/display-formats.ts';
import type { Locale } from '#/i18n/locales.ts';

const BRAND = rgb(0x0b / 255, 0x6e / 255, 0x4f / 255);
const ACCENT = rgb(0xf2 / 255, 0xa9 / 255, 0x00 / 255);
const INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
const MUTED = rgb(0x4b / 255, 0x55 / 255, 0x63 / 255);
/** A4 landscape, in points. */
const WIDTH = 842;
const HEIGHT = 595;

/**
 * Letters of African alphabets (Akan, Ewe, Hausa, Fula, Dinka, Lingala …) that are not a Latin letter with an
 * accent, so dropping accents cannot write them: their usual Latin stand-ins.
 */
const LATIN_STAND_INS: Readonly<Record<string, string>> = {
  Ɛ: 'E', ɛ: 'e', Ɔ: 'O', ɔ: 'o', Ŋ: 'Ng', ŋ: 'ng', Ɓ: 'B', ɓ: 'b', Ɗ: 'D', ɗ: 'd', Ƙ: 'K', ƙ: 'k',
  Ƴ: 'Y', ƴ: 'y', Ɣ: 'G', ɣ: 'g', Ʋ: 'V', ʋ: 'v', Ƒ: 'F', ƒ: 'f', Ɖ: 'D', ɖ: 'd', Ʒ: 'Z', ʒ: 'z', Ɩ: 'I', ɩ: 'i',
};

/** `text` with every character the font cannot encode replaced: accents dropped first, then a Latin stand-in, "?" as a last resort. */
export function encodableText(text: string, font: Pick<PDFFont, 'encodeText'>): string {
  let out = '';
  for (const char of text) {
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    const candidates = [char, bare, LATIN_STAND_INS[bare] ?? '', '?'];
    out += candidates.find((candidate) => {
      if (candidate === '') return false;
      try {
        font.encodeText(candidate);
        return true;
      } catch {
        return false;
      }
    }) ?? '?';
  }
  return out;
}

/** Writes text centred horizontally, shrinking it to fit the width. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): void {
  const safe = encodableText(text, font);
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(safe, fitted) > WIDTH - 160) fitted -= 1;
  page.drawText(safe, { x: (WIDTH - font.widthOfTextAtSize(safe, fitted)) / 2, y, size: fitted, font, color });
}

/**
 * The QR code's dark modules as one SVG path, each row's runs of dark modules merged into one rectangle:
 * a single drawing operation instead of hundreds (drawing them one by one took most of the PDF's time).
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      parts.push(`M${start} ${r}h${c - start}v1h-${c - start}z`);
    }
  });
  return parts.join('');
}

function drawQr(page: PDFPage, url: string, x: number, y: number, side: number): void {
  const qr = encode(url, { ecc: 'M', border: 0 });
  page.drawRectangle({ x: x - 4, y: y - 4, width: side + 8, height: side + 8, color: rgb(1, 1, 1) });
  // SVG coordinates run downwards from the top-left corner given here.
  page.drawSvgPath(qrPath(qr.data), { x, y: y + side, scale: side / qr.size, color: INK });
}

/** The certificate's PDF bytes. */
export async function certificatePdf(facts: CertificateFacts, siteUrl: string, locale: Locale = 'en'): Promise<Uint8Array> {
  const t = certificateWordsMessages(locale);
  const date = (day: string) => certificateDateIn(day, locale);
  const doc = await PDFDocument.create();
  const url = verificationUrl(siteUrl, facts.id);
  doc.setTitle(t.pdfTitle({ journey: facts.journeyName, name: facts.learnerName }));
  doc.setAuthor(ISSUER_NAME);
  doc.setSubject(t.pdfSubject({ id: facts.id, url }));
  // Every field a PDF reader shows is in the learner's language (the issuer is a name, the same in both).
  doc.setCreator(t.pdfProducer({ issuer: ISSUER_NAME }));
  doc.setProducer(t.pdfProducer({ issuer: ISSUER_NAME }));
  doc.setKeywords([t.pdfKeywordCertificate, t.pdfKeywordLeadership, 'CPD', facts.journeyName]);
  doc.setLanguage(intlLocale(locale));
  const issued = new Date(facts.issuedAt);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const page = doc.addPage([WIDTH, HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: BRAND, borderWidth: 6 });
  page.drawRectangle({ x: 36, y: 36, width: WIDTH - 72, height: HEIGHT - 72, borderColor: ACCENT, borderWidth: 1.5 });
  page.drawRectangle({ x: 24, y: HEIGHT - 96, width: WIDTH - 48, height: 72, color: BRAND });

  centred(page, ISSUER_NAME.toUpperCase(), HEIGHT - 58, bold, 14, rgb(1, 1, 1));
  centred(page, t.tagline, HEIGHT - 80, regular, 11, rgb(1, 1, 1));
  centred(page, t.ofCompletion, HEIGHT - 150, bold, 32, BRAND);
  centred(page, t.certifiesThat, HEIGHT - 190, regular, 13, MUTED);
  centred(page, facts.learnerName, HEIGHT - 235, bold, 30);
  centred(page, t.hasCompleted, HEIGHT - 268, regular, 13, MUTED);
  centred(page, facts.journeyName, HEIGHT - 305, bold, 24, BRAND);
  const hours = certificateHours(facts.minutes);
  centred(
    page,
    `${t.whatItTook({ count: facts.moduleCount })} · ${t.cpdHours({ hours: certificateHoursText(hours, locale) })}`,
    HEIGHT - 335,
    regular,
    13,
  );
  centred(page, t.fromTo({ from: date(facts.startedOn), to: date(facts.completedOn) }), HEIGHT - 356, regular, 13);
  if (facts.distinction) {
    page.drawRectangle({ x: WIDTH / 2 - 230, y: HEIGHT - 398, width: 460, height: 28, color: ACCENT });
    centred(page, t.distinction, HEIGHT - 389, bold, 13, INK);
  }

  const left = 70;
  page.drawText(encodableText(t.certificateId({ id: facts.id }), regular), { x: left, y: 120, size: 11, font: regular, color: INK });
  page.drawText(encodableText(t.issuedOn({ date: date(facts.issuedAt.slice(0, 10)) }), regular), { x: left, y: 102, size: 11, font: regular, color: INK });
  page.drawText(encodableText(t.verifyAt, regular), { x: left, y: 78, size: 10, font: regular, color: MUTED });
  page.drawText(encodableText(url, regular), { x: left, y: 64, size: 10, font: bold, color: BRAND });
  drawQr(page, url, WIDTH - 70 - 96, 56, 96);

  return doc.save();
}
