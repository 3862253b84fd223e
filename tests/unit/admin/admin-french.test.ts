// The admin area in French: an admin whose language is French reads its labels, periods, numbers, CSV
// headers and refusals in French, while the English stays word for word what it was.
import { describe, expect, it } from 'vitest';
import '#/i18n/all-messages.ts';
import { translateText } from '#/i18n/translate-text.ts';
import { adminMenu, ADMIN_MENU } from '#/components/admin/admin-menu.ts';
import { actionLabel, changeText } from '#/components/admin/audit-format.ts';
import { auditActionLabel, auditActionOptions, standingValueText } from '#/components/admin/admin-labels.messages.ts';
import { moneyText, multiplierText, xpChange } from '#/components/admin/admin-format.ts';
import { lastMonths, lastWeeks, periodLabel } from '#/domain/dashboard-figures.ts';
import { KNOWN_AUDIT_ACTIONS } from '#/domain/audit-actions.ts';
import { exportColumns } from '#/server/services/admin/csv-columns.messages.ts';
import { progressText } from '#/lib/export-download.ts';
import { xpAdjustmentForm } from '#/server/forms/admin-forms.ts';

describe('the admin menu', () => {
  it('keeps its English labels and has a French label for every item, same links', () => {
    expect(adminMenu('en')).toEqual(ADMIN_MENU);
    const french = adminMenu('fr');
    expect(french.map((item) => item.href)).toEqual(ADMIN_MENU.map((item) => item.href));
    expect(french.find((item) => item.href === '/admin/users')?.label).toBe('Apprenants');
    expect(french.find((item) => item.href === '/admin/audit')?.label).toBe("Journal d'audit");
  });
});

describe('audit entries', () => {
  it('read in English as the domain words them, and in French', () => {
    for (const [action, english] of Object.entries(KNOWN_AUDIT_ACTIONS)) expect(actionLabel(action, 'en')).toBe(english);
    expect(actionLabel('user.suspended', 'fr')).toBe('Compte suspendu');
    expect(changeText({ membership: 'free' }, 'en')).toBe('membership: Free');
    expect(changeText({ membership: 'free' }, 'fr')).toBe('membership: Gratuite');
  });

  it('show an action the domain does not list yet by its dotted name', () => {
    expect(auditActionLabel('organisation.renamed', 'fr')).toBe('Organisation renommée');
    expect(auditActionLabel('organisation.merged', 'fr')).toBe('organisation.merged');
    expect(auditActionOptions('fr').map((option) => option.value)).toEqual(Object.keys(KNOWN_AUDIT_ACTIONS));
  });

  it('leave a value that is not a standing as it is', () => {
    expect(standingValueText('USD', 'fr')).toBe('USD');
    expect(standingValueText(null, 'fr')).toBe('Aucune formule');
  });
});

describe('numbers and dates on the dashboard', () => {
  const now = new Date('2026-11-18T10:00:00Z');

  it('keep their English labels and have French month names', () => {
    expect(lastWeeks(now).at(-1)?.label).toBe('16 Nov');
    expect(lastWeeks(now, 12, 'fr').at(-1)?.label).toBe('16 nov.');
    expect(lastMonths(now, 12, 'fr').at(-1)?.label).toBe('nov. 26');
    expect(periodLabel('2026-11-16', '2026-11-18')).toBe('16 Nov 2026 – 18 Nov 2026');
    expect(periodLabel('2026-08-03', '2026-08-03', 'fr')).toBe('3 août 2026');
  });

  it('format XP, multipliers and money the French way', () => {
    expect(xpChange(1500, 'en')).toBe('+1,500 XP');
    expect(xpChange(-1500, 'fr').replace(/\s/g, ' ')).toBe('−1 500 XP');
    expect(multiplierText(1.5, 'en')).toBe('×1.5');
    expect(multiplierText(1.5, 'fr')).toBe('×1,5');
    expect(moneyText({ amount: 9900, currency: 'USD' }, 'en')).toBe('USD 99.00');
    expect(moneyText({ amount: 9900, currency: 'usd' }, 'fr')).toBe('USD 99,00');
  });
});

describe('CSV exports', () => {
  it('keep their English headers, and have French ones for a French admin', () => {
    expect(exportColumns('learners', 'en')).toEqual(['id', 'name', 'email', 'role', 'membership', 'tier', 'organisation', 'journey', 'joined', 'last active', 'suspended', 'points']);
    expect(exportColumns('impact-by-organisation', 'en').at(-1)).toBe('Wellbeing and inclusion entries');
    const french = exportColumns('learners', 'fr');
    expect(french).toHaveLength(12);
    expect(french).toContain('dernière activité');
    expect(exportColumns('impact-by-organisation', 'fr').at(-1)).toBe('entrées – Bien-être et inclusion');
  });

  it('report their progress in the words the page hands them', () => {
    expect(progressText(1234, 5000, false)).toBe('1,234 of 5,000 rows…');
    const words = { numberLocale: 'fr-FR', starting: '', connectionLost: '', forbidden: '', failed: '', done: 'Terminé : {count} lignes.', soFar: '', ofExpected: '{count} lignes sur {expected}…' };
    expect(progressText(1234, 5000, false, words).replace(/\s/g, ' ')).toBe('1 234 lignes sur 5 000…');
  });
});

describe('the admin forms and services', () => {
  it('raise English a French admin reads in French', () => {
    const result = xpAdjustmentForm.safeParse({ userId: 'u'.repeat(20), amount: 'lots', reason: 'ok' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('Enter a whole number of XP, like 250 or -100.');
    expect(messages).toContain('Say why, in at least 3 characters.');
    expect(translateText('Say why, in at least 3 characters.', 'fr')).toBe('Indiquez le motif, en au moins 3 caractères.');
    expect(translateText('Only an admin can do this.', 'fr')).toBe('Seul un administrateur peut faire cela.');
    expect(translateText('The last admin cannot be demoted: make someone else an admin first.', 'fr')).toMatch(/^Le dernier administrateur/);
    expect(translateText('KES has no cents: enter a whole amount.', 'fr')).toBe("La devise KES n'a pas de centimes : saisissez un montant entier.");
  });
});
