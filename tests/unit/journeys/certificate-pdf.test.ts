// The certificate PDF (rule 28): a real PDF whose text states the learner's name, the journey, the hours,
// the dates, the certificate id and the verification address, the distinction when earned; a name outside
// the standard fonts' characters still makes a certificate.
import { extractText, getDocumentProxy } from 'unpdf';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CertificateFacts } from '#/domain/certificates.ts';
import { encode } from 'uqr';
import { certificatePdf, qrPath } from '#/server/services/journeys/certificate-pdf.ts';

const facts: CertificateFacts = {
  id: 'a1b2c3d4e5f6a7b8c9d0',
  learnerName: 'Zanele Dlamini',
  journey: 'kofi',
  journeyName: "Kofi's path",
  minutes: 1290,
  startedOn: '2026-06-01',
  completedOn: '2026-11-25',
  issuedAt: '2026-11-25T10:00:00.000Z',
  distinction: false,
  moduleCount: 6,
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the certificate PDF', () => {
  it('is a PDF that states every fact', async () => {
    const bytes = await certificatePdf(facts, 'https://leaders.example.org');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const fact of ['Zanele Dlamini', "Kofi's path", '21.5 CPD hours', '6 modules', '1 June 2026 to 25 November 2026', 'a1b2c3d4e5f6a7b8c9d0', 'https://leaders.example.org/certificates/a1b2c3d4e5f6a7b8c9d0']) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('distinction');
  });

  it('carries the elite distinction for a Transformation Leader', async () => {
    expect(await pdfText(await certificatePdf({ ...facts, distinction: true }, 'https://leaders.example.org'))).toContain('elite distinction');
  });

  it("fills the reader-visible fields (title, subject, producer, keywords, language) in the learner's language", async () => {
    const french = await PDFDocument.load(await certificatePdf({ ...facts, journeyName: 'Le parcours de Kofi' }, 'https://leaders.example.org', 'fr'), { updateMetadata: false });
    expect(french.getTitle()).toMatch(/^Certificat Le parcours de Kofi\s:\sZanele Dlamini$/);
    expect(french.getSubject()).toContain('à vérifier');
    expect(french.getProducer()).toBe('Digital Leadership Training Platform, service des certificats');
    expect(french.getCreator()).toBe('Digital Leadership Training Platform, service des certificats');
    expect(french.getKeywords()).toBe('certificat formation au leadership CPD Le parcours de Kofi');
    expect(french.catalog.toString()).toContain('/Lang (fr-FR)');
    const english = await PDFDocument.load(await certificatePdf(facts, 'https://leaders.example.org'), { updateMetadata: false });
    expect(english.getProducer()).toBe('Digital Leadership Training Platform, certificate service');
    expect(english.catalog.toString()).toContain('/Lang (en-GB)');
  });

  it('writes a name with letters outside the standard fonts without their accents', async () => {
    const text = await pdfText(await certificatePdf({ ...facts, learnerName: 'Ngozi Ọkafọ Nwọsu 李' }, 'https://leaders.example.org'));
    expect(text).toContain('Ngozi Okafo Nwosu ?');
  });

  it('writes the letters of African alphabets that have no accent to drop as their Latin stand-ins', async () => {
    const text = await pdfText(await certificatePdf({ ...facts, learnerName: 'Ɔkɔmfo Ɛsi Ŋɔnɔ Ɗanɓaƙi' }, 'https://leaders.example.org'));
    expect(text).toContain('Okomfo Esi Ngono Danbaki');
  });
});

describe('the QR code', () => {
  it('draws exactly the dark modules of the verification address’s code, row runs merged', () => {
    const qr = encode('https://leaders.example.org/certificates/a1b2c3d4e5f6a7b8c9d0', { ecc: 'M', border: 0 });
    const drawn = qr.data.map((row) => row.map(() => false));
    for (const [, column, row, width] of qrPath(qr.data).matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let c = Number(column); c < Number(column) + Number(width); c++) drawn[Number(row)]![c] = true;
    }
    expect(drawn).toEqual(qr.data);
  });
});
