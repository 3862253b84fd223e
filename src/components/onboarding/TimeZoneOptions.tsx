// Every IANA time zone the runtime knows, grouped by region, as <option>s for a React <select> (the same
// list the profile's TimeZoneSelect shows).
import { timeZoneGroups } from '#/domain/time-zones.ts';

export default function TimeZoneOptions() {
  return (
    <>
      {[...timeZoneGroups()].map(([region, zones]) => (
        <optgroup key={region} label={region}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
