// The profile's time-zone list: every zone the runtime knows, grouped by region, the person's own selected.
import { describe, expect, it } from 'vitest';
import { timeZoneOptionsHtml } from '#/components/ui/time-zone-options.ts';
import { localDateTime, timeZoneGroups, zoneOrUtc } from '#/domain/time-zones.ts';

describe('time-zone options', () => {
  it('groups every known zone by region, UTC included', () => {
    const all = [...timeZoneGroups().values()].flat();
    expect(all).toContain('Africa/Lagos');
    expect(all).toContain('UTC');
    expect(timeZoneGroups().get('Africa')).toContain('Africa/Nairobi');
  });

  it('selects exactly the given zone', () => {
    const html = timeZoneOptionsHtml('Africa/Accra');
    expect(html).toContain('<option value="Africa/Accra" selected>');
    expect(html.match(/ selected>/g)).toHaveLength(1);
    expect(timeZoneOptionsHtml('Africa/Lagos').match(/ selected>/g)).toHaveLength(1);
  });

  it('selects nothing for an unknown zone and never injects it', () => {
    const html = timeZoneOptionsHtml('"><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(' selected>');
  });

  it('shows underscores as spaces', () => {
    expect(timeZoneOptionsHtml('UTC')).toContain('>America/New York</option>');
  });
});

describe('the wall clock in a zone', () => {
  it('moves with the instant asked for, minute by minute, across local midnight and back', () => {
    // Lagos is UTC+1: 22:59 UTC is 23:59 there, 23:00 UTC is already the next day.
    expect(localDateTime('Africa/Lagos', new Date('2026-11-18T22:59:30Z'))).toEqual({ date: '2026-11-18', time: '23:59' });
    expect(localDateTime('Africa/Lagos', new Date('2026-11-18T22:59:59Z'))).toEqual({ date: '2026-11-18', time: '23:59' });
    expect(localDateTime('Africa/Lagos', new Date('2026-11-18T23:00:00Z'))).toEqual({ date: '2026-11-19', time: '00:00' });
    expect(localDateTime('Africa/Lagos', new Date('2026-11-18T22:59:00Z'))).toEqual({ date: '2026-11-18', time: '23:59' });
    expect(localDateTime('America/Los_Angeles', new Date('2026-11-18T23:00:00Z'))).toEqual({ date: '2026-11-18', time: '15:00' });
  });
});

describe('zoneOrUtc', () => {
  it('keeps a zone the runtime knows and falls back to UTC for anything else', () => {
    expect(zoneOrUtc('Africa/Lagos')).toBe('Africa/Lagos');
    expect(zoneOrUtc('America/Los_Angeles')).toBe('America/Los_Angeles');
    for (const unknown of ['Mars/Olympus_Mons', '', null, undefined, 'x'.repeat(65)]) expect(zoneOrUtc(unknown)).toBe('UTC');
  });
});
