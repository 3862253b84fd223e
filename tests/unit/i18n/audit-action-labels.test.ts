// Every action the audit log records is named in words, in English and in French, on /admin/audit: the test
// collects the actions the services write (literal codes, and the forum's moderation and report codes built
// from their kinds) and requires each to be listed in the domain with a French label of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '#/components/admin/admin-labels.messages.ts';
import { KNOWN_AUDIT_ACTIONS } from '#/domain/audit-actions.ts';

function recordedActions(): string[] {
  const files = readdirSync('src/server', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const codes = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:user|membership|settings|xp|pathfinder|webinar|capstone|organisation)\.[a-z_-]+)'/g)].map((match) => match[1] ?? ''));
  const forum = [
    ...['hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin'].map((change) => `forum.post.${change}`),
    ...['hide', 'unhide'].map((change) => `forum.reply.${change}`),
    ...['hidden', 'dismissed'].map((outcome) => `forum.report.${outcome}`),
  ];
  return [...new Set([...codes, ...forum])].filter((code) => code !== 'membership.price');
}

describe('audit actions in words', () => {
  it('name every action the services record', () => {
    const actions = recordedActions();
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => !(action in KNOWN_AUDIT_ACTIONS))).toEqual([]);
  });

  it('have French of their own, and show an unknown action by its code', () => {
    for (const action of Object.keys(KNOWN_AUDIT_ACTIONS)) {
      expect(auditActionLabel(action, 'en')).toBe(KNOWN_AUDIT_ACTIONS[action as keyof typeof KNOWN_AUDIT_ACTIONS]);
      expect(auditActionLabel(action, 'fr'), action).not.toBe(auditActionLabel(action, 'en'));
    }
    expect(auditActionLabel('something.new', 'fr')).toBe('something.new');
  });
});
