// Contract for the premium ecosystem's requests on every backend: paid members only (checked on the stored
// profile), an upcoming session only, one request per session, and an admin-only list with who sent each.
import { describe, expect, it } from 'vitest';
import { upcomingSessions } from '#/domain/circles.ts';
import { circleCatalogue } from '#/server/services/ecosystem/circle-catalogue.ts';
import { listEcosystemRequests, myEcosystemRequests, requestCirclePlace, requestPartner } from '#/server/services/ecosystem/ecosystem-requests.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { addLearners, backendOf, outcomeOf } from './harness.ts';

const PARTNER = { organisation: 'Kumasi Health Trust', jobTitle: 'Head of nursing', teamSize: 40, goals: 'Help my ward leaders lead change.', availability: 'Weekday mornings' };

export function describeEcosystem(store: () => Store): void {
  const backend = () => backendOf(store());
  const nextSession = () => {
    const [circle] = circleCatalogue();
    return upcomingSessions(circle!, new Date())[0]!.id;
  };

  describe('premium ecosystem requests', () => {
    it('a paid member asks for a place on an upcoming session and for a partner; each is stored once', async () => {
      await addLearners(store(), ['paid'], { membershipStatus: 'paid' });
      const sessionId = nextSession();
      await requestCirclePlace(backend(), 'paid', { sessionId, message: 'I lead a hospital ward.' });
      expect(await outcomeOf(requestCirclePlace(backend(), 'paid', { sessionId, message: null }))).toBe('invalid-argument');
      await requestPartner(backend(), 'paid', PARTNER);
      expect(await outcomeOf(requestPartner(backend(), 'paid', PARTNER))).toBe('invalid-argument');
      const mine = await myEcosystemRequests(backend(), 'paid');
      expect(mine.circlePlaces.map((request) => request.sessionId)).toEqual([sessionId]);
      expect(mine.partner).toMatchObject({ organisation: PARTNER.organisation, teamSize: 40 });
    });

    it('a free learner is refused; a past or made-up session is refused next to its field', async () => {
      await addLearners(store(), ['free'], { membershipStatus: 'free' });
      await addLearners(store(), ['paid'], { membershipStatus: 'paid' });
      expect(await outcomeOf(requestCirclePlace(backend(), 'free', { sessionId: nextSession(), message: null }))).toBe('permission-denied');
      expect(await outcomeOf(requestPartner(backend(), 'free', PARTNER))).toBe('permission-denied');
      const [circle] = circleCatalogue();
      for (const sessionId of [`${circle!.id}.2020-01-07`, 'nosuch.2030-01-01']) {
        const error = await failure(requestCirclePlace(backend(), 'paid', { sessionId, message: null }));
        expect(error.fields.sessionId).toBe('Choose one of the upcoming sessions.');
      }
    });

    it('a corporate member whose organisation is inactive is not paid for them (rule 34), and is again once it is active', async () => {
      await store().createRow('organisations', 'org-hold', { name: 'Baobab Bank', active: false, seatLimit: 20, memberCount: 1, joinCode: 'HOLD1234' });
      await addLearners(store(), ['member'], { membershipStatus: 'paid', transformationTier: 'corporate_member', organisationId: 'org-hold' });
      expect(await outcomeOf(requestCirclePlace(backend(), 'member', { sessionId: nextSession(), message: null }))).toBe('permission-denied');
      expect(await outcomeOf(requestPartner(backend(), 'member', PARTNER))).toBe('permission-denied');
      await store().updateRow('organisations', 'org-hold', { active: true });
      expect(await outcomeOf(requestPartner(backend(), 'member', PARTNER))).toBe('ok');
    });

    it('admins list the requests newest first with who sent them; nobody else may', async () => {
      await addLearners(store(), ['paid'], { membershipStatus: 'paid', displayName: 'Kwame' });
      await addLearners(store(), ['admin'], { role: 'admin' });
      await requestPartner(backend(), 'paid', PARTNER);
      const { requests } = await listEcosystemRequests(backend(), 'admin');
      expect(requests.map((item) => [item.request.kind, item.displayName, item.email])).toEqual([['transformation_partner', 'Kwame', 'paid@example.org']]);
      expect(await outcomeOf(listEcosystemRequests(backend(), 'paid'))).toBe('permission-denied');
      expect((await listEcosystemRequests(backend(), 'admin', { kind: 'circle_place' })).requests).toEqual([]);
    });
  });
}
