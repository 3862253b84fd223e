// The blueprint's recommendation remembered in this browser for onboarding (rule 29): only a real journey id
// is read back, and refused storage loses nothing but the convenience.
import { describe, expect, it } from 'vitest';
import { rememberedJourney, rememberRecommendedJourney, REMEMBERED_JOURNEY_KEY } from '#/lib/remembered-journey.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('the remembered journey', () => {
  it('is read back after the blueprint recommends it', () => {
    const storage = memoryStorage();
    rememberRecommendedJourney('sabrina', storage);
    expect(storage.data.get(REMEMBERED_JOURNEY_KEY)).toBe('sabrina');
    expect(rememberedJourney(storage)).toBe('sabrina');
  });

  it('is nothing when absent, not a journey, or storage is refused', () => {
    const storage = memoryStorage();
    expect(rememberedJourney(storage)).toBeNull();
    storage.setItem(REMEMBERED_JOURNEY_KEY, '<script>');
    expect(rememberedJourney(storage)).toBeNull();
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(() => rememberRecommendedJourney('kofi', refusing)).not.toThrow();
    expect(rememberedJourney(refusing)).toBeNull();
    expect(rememberedJourney(null)).toBeNull();
  });
});
