// The IANA time zones the runtime knows, grouped by region: computed once per process, since the list is
// the same for every request and building it costs more than rendering the rest of the profile page.
let groups: ReadonlyMap<string, readonly string[]> | null = null;

export function timeZoneGroups(): ReadonlyMap<string, readonly string[]> {
  if (groups) return groups;
  const zones = Intl.supportedValuesOf('timeZone');
  if (!zones.includes('UTC')) zones.unshift('UTC');
  const built = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? 'Other') : 'Other';
    built.set(region, [...(built.get(region) ?? []), zone]);
  }
  groups = built;
  return groups;
}

let optionsHtml: string | null = null;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * The <optgroup>/<option> markup of every zone with `selected` on one. Built once as a string: rendering
 * ~430 options as components on every request made the profile page four times slower than the others.
 */
export function timeZoneOptionsHtml(selected: string): string {
  optionsHtml ??= [...timeZoneGroups()]
    .map(
      ([region, zones]) =>
        `<optgroup label="${escapeHtml(region)}">${zones
          .map((zone) => `<option value="${escapeHtml(zone)}">${escapeHtml(zone.replaceAll('_', ' '))}</option>`)
          .join('')}</optgroup>`,
    )
    .join('');
  const marker = `<option value="${escapeHtml(selected)}">`;
  return optionsHtml.replace(marker, `<option value="${escapeHtml(selected)}" selected>`);
}
