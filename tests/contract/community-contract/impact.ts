// Contract for the impact log (rule 32) on every backend: one's own entries added, edited and deleted with
// exact totals; another learner's entry is not found, to read or to change; sharing needs a village, and the
// village's members (only they) see what was shared while the author is still one of them.
import { describe, expect, it } from 'vitest';
import { addImpactEntry, deleteImpactEntry, getOwnImpactEntry, readImpactLog, updateImpactEntry, type ImpactInput } from '#/server/services/impact/impact-log.ts';
import { villageImpact } from '#/server/services/impact/village-impact.ts';
import { createVillage, joinVillage, leaveVillage } from '#/server/services/villages/village-membership.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { addLearners, outcomeOf } from './harness.ts';

const ENTRY: ImpactInput = {
  date: '2026-11-02',
  title: 'Stand-up with owners',
  description: 'Every action from our Monday stand-up now has an owner and a date.',
  peopleAffected: 6,
  category: 'team',
  evidenceUrl: 'https://example.org/notes',
  shared: false,
};

export function describeImpact(store: () => Store): void {
  const backend = () => ({ store: store() });

  describe('impact log', () => {
    it('adds, edits and deletes one’s own entries; totals follow exactly, per category too', async () => {
      await addLearners(store(), ['ada']);
      const { entry: first, badges } = await addImpactEntry(backend(), 'ada', ENTRY);
      expect(badges.map((badge) => badge.id)).toContain('first-impact');
      const { entry: second } = await addImpactEntry(backend(), 'ada', { ...ENTRY, date: '2026-11-05', category: 'digital', peopleAffected: 40 });
      let log = await readImpactLog(backend(), 'ada');
      expect(log.entries.map((entry) => entry.$id)).toEqual([second.$id, first.$id]);
      expect(log.totals).toEqual({ entries: 2, peopleAffected: 46 });
      await updateImpactEntry(backend(), 'ada', first.$id, { ...ENTRY, category: 'digital', peopleAffected: 10 });
      log = await readImpactLog(backend(), 'ada', { category: 'digital' });
      expect(log.shownTotals).toEqual({ entries: 2, peopleAffected: 50 });
      expect((await readImpactLog(backend(), 'ada', { category: 'team' })).shownTotals).toEqual({ entries: 0, peopleAffected: 0 });
      await deleteImpactEntry(backend(), 'ada', second.$id);
      log = await readImpactLog(backend(), 'ada');
      expect(log.entries.map((entry) => entry.$id)).toEqual([first.$id]);
      expect(log.totals).toEqual({ entries: 1, peopleAffected: 10 });
    });

    it('pages newest first, twenty at a time', async () => {
      await addLearners(store(), ['ada']);
      for (let day = 1; day <= 21; day++) await addImpactEntry(backend(), 'ada', { ...ENTRY, date: `2026-10-${String(day).padStart(2, '0')}` });
      const first = await readImpactLog(backend(), 'ada');
      expect(first.entries[0]?.date).toBe('2026-10-21');
      expect([first.entries.length, first.hasMore]).toEqual([20, true]);
      const second = await readImpactLog(backend(), 'ada', { page: 2 });
      expect(second.entries.map((entry) => entry.date)).toEqual(['2026-10-01']);
      expect(second.totals.entries).toBe(21);
    });

    it('another learner’s entry is not found, to read, edit or delete, and stays as it was', async () => {
      await addLearners(store(), ['ada', 'eve']);
      const { entry } = await addImpactEntry(backend(), 'ada', ENTRY);
      const outcomes = await Promise.all([
        outcomeOf(getOwnImpactEntry(backend(), 'eve', entry.$id)),
        outcomeOf(updateImpactEntry(backend(), 'eve', entry.$id, { ...ENTRY, title: 'Hacked' })),
        outcomeOf(deleteImpactEntry(backend(), 'eve', entry.$id)),
      ]);
      expect(outcomes).toEqual(['not-found', 'not-found', 'not-found']);
      expect(await store().getRow('impact_entries', entry.$id)).toMatchObject({ title: ENTRY.title });
      expect((await readImpactLog(backend(), 'eve')).entries).toEqual([]);
    });

    it('refuses a javascript: evidence link and a future date next to their fields, keeping nothing', async () => {
      await addLearners(store(), ['ada']);
      const error = await failure(addImpactEntry(backend(), 'ada', { ...ENTRY, evidenceUrl: 'javascript:alert(1)', date: '2099-01-01' }));
      expect(Object.keys(error.fields).sort()).toEqual(['date', 'evidenceUrl']);
      expect((await readImpactLog(backend(), 'ada')).totals.entries).toBe(0);
    });

    it('sharing needs a village; members see shared entries, never private ones, and non-members see none', async () => {
      await addLearners(store(), ['ada', 'kofi', 'out']);
      expect(await outcomeOf(addImpactEntry(backend(), 'ada', { ...ENTRY, shared: true }))).toBe('invalid-argument');
      const { villageId } = await createVillage(backend(), 'ada', { name: 'V', description: null, access: 'open' });
      await joinVillage(backend(), 'kofi', villageId);
      const { entry: shared } = await addImpactEntry(backend(), 'ada', { ...ENTRY, title: 'Shared one', shared: true });
      await addImpactEntry(backend(), 'ada', { ...ENTRY, title: 'Private one' });
      expect((await villageImpact(backend(), 'kofi', villageId)).map((item) => [item.entry.title, item.authorName])).toEqual([['Shared one', 'Learner ada']]);
      expect(await outcomeOf(villageImpact(backend(), 'out', villageId))).toBe('permission-denied');
      // Unsharing takes it off the village page.
      await updateImpactEntry(backend(), 'ada', shared.$id, { ...ENTRY, title: 'Shared one', shared: false });
      expect(await villageImpact(backend(), 'kofi', villageId)).toEqual([]);
    });

    it('what a member shared leaves the village page when they leave the village', async () => {
      await addLearners(store(), ['ada', 'kofi']);
      const { villageId } = await createVillage(backend(), 'ada', { name: 'V', description: null, access: 'open' });
      await joinVillage(backend(), 'kofi', villageId);
      await addImpactEntry(backend(), 'kofi', { ...ENTRY, shared: true });
      expect(await villageImpact(backend(), 'ada', villageId)).toHaveLength(1);
      await leaveVillage(backend(), 'kofi');
      expect(await villageImpact(backend(), 'ada', villageId)).toEqual([]);
    });

    it('the same send key twice, one after the other or at once, makes one entry, counted and earned once', async () => {
      await addLearners(store(), ['ada', 'eve']);
      const KEY = 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
      const first = await addImpactEntry(backend(), 'ada', ENTRY, { sendKey: KEY });
      expect(first.repeated).toBe(false);
      expect(first.badges.map((badge) => badge.id)).toContain('first-impact');
      const again = await addImpactEntry(backend(), 'ada', { ...ENTRY, title: 'Sent again' }, { sendKey: KEY });
      expect(again).toMatchObject({ repeated: true, badges: [] });
      expect(again.entry.$id).toBe(first.entry.$id);
      expect(again.entry.title).toBe(ENTRY.title);
      // Two sends of a new key at the same moment (the page and the service worker): still one entry.
      const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
      const both = await Promise.all([addImpactEntry(backend(), 'ada', ENTRY, { sendKey: OTHER }), addImpactEntry(backend(), 'ada', ENTRY, { sendKey: OTHER })]);
      expect(both[0].entry.$id).toBe(both[1].entry.$id);
      expect(both.map((outcome) => outcome.repeated).sort()).toEqual([false, true]);
      const log = await readImpactLog(backend(), 'ada');
      expect(log.entries).toHaveLength(2);
      expect(log.totals).toEqual({ entries: 2, peopleAffected: 12 });
      // A key is the author's own: another learner's same key is another entry, and ada's stays hers.
      const eves = await addImpactEntry(backend(), 'eve', ENTRY, { sendKey: KEY });
      expect(eves.repeated).toBe(false);
      expect(eves.entry.userId).toBe('eve');
      // Without a key (a form posted with no key at all), every send is an entry of its own.
      await addImpactEntry(backend(), 'eve', ENTRY);
      expect((await readImpactLog(backend(), 'eve')).totals.entries).toBe(2);
    });
  });
}
