// Rule 28's certificate facts and their Open Badges 3.0 shape: an OpenBadgeCredential (VC 2.0 data model)
// naming the learner, the journey as the achievement, the hours as credits, the dates, and the distinction.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCertificateId, JOURNEY_ARTICLE_SLUGS, openBadgeCredential, verificationUrl, type CertificateFacts } from '#/domain/certificates.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';

const facts: CertificateFacts = {
  id: '0123456789abcdef0123',
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

describe('the Open Badges 3.0 credential', () => {
  const credential = openBadgeCredential(facts, 'https://leaders.example.org');

  it('is an OpenBadgeCredential with the VC 2.0 and OB 3.0 contexts, identified by its verification URL', () => {
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe('https://leaders.example.org/certificates/0123456789abcdef0123');
    expect(credential.issuer).toMatchObject({ type: ['Profile'], name: 'Digital Leadership Training Platform' });
    expect(credential.validFrom).toBe('2026-11-25T10:00:00.000Z');
  });

  it('names the learner, the dates, the hours and the journey as an Achievement', () => {
    expect(credential.credentialSubject).toMatchObject({
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Zanele Dlamini' }],
      activityStartDate: '2026-06-01T00:00:00Z',
      activityEndDate: '2026-11-25T00:00:00Z',
      creditsEarned: 21.5,
      achievement: { type: ['Achievement'], achievementType: 'Certificate', name: "Kofi's path", criteria: { narrative: expect.any(String) } },
    });
    expect(credential.credentialSubject).not.toHaveProperty('narrative');
  });

  it('identifies the achievement by the knowledge-base article about its journey, a page that exists', () => {
    expect(credential.credentialSubject.achievement.id).toBe('https://leaders.example.org/knowledge-base/what-does-kofis-path-cover');
    for (const journey of JOURNEY_PATH_IDS) {
      const { achievement } = openBadgeCredential({ ...facts, journey }, 'https://leaders.example.org').credentialSubject;
      const slug = achievement.id.replace('https://leaders.example.org/knowledge-base/', '');
      expect(slug, journey).toBe(JOURNEY_ARTICLE_SLUGS[journey]);
      // Each knowledge-base article is a file in content/faq/, published at /knowledge-base/<file name>.
      expect(existsSync(`content/faq/${slug}.md`), slug).toBe(true);
    }
  });

  it('carries the distinction of a Transformation Leader', () => {
    expect(openBadgeCredential({ ...facts, distinction: true }, 'https://leaders.example.org').credentialSubject.narrative).toMatch(/Transformation Leader/);
  });
});

describe('certificate ids', () => {
  it('are 20 lower-case letters or digits; anything else names none', () => {
    expect(isCertificateId('0123456789abcdef0123')).toBe(true);
    expect(isCertificateId('../etc/passwd')).toBe(false);
    expect(isCertificateId('0123456789ABCDEF0123')).toBe(false);
    expect(verificationUrl('http://127.0.0.1:4321', 'abc')).toBe('http://127.0.0.1:4321/certificates/abc');
  });
});
