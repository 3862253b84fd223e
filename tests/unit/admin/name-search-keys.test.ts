// The learner name index's keys (src/domain/name-terms.ts): each word of a name, and a pair key per two words,
// so that a search for two words is one index range over the learners who have both. Whatever the range,
// every learner whose name has every searched word at the start of one of its words lies inside it.
import { describe, expect, it } from 'vitest';
import { keyInRange, nameHasWords, nameRange, nameSearchKeys, nameTerms, pairKey, readLearnerQuery, type NameRange } from '#/domain/name-terms.ts';

const inRange = (key: string, range: NameRange) => key >= range.start && key < range.end;
const wordsOf = (text: string) => {
  const query = readLearnerQuery(text);
  if (query.kind !== 'name') throw new Error(`not a name search: ${text}`);
  return query.words;
};

describe('the name index keys', () => {
  it('holds every word and one key per two words, the word that sorts first leading with its first three letters', () => {
    expect(nameSearchKeys('Amara Okafor')).toEqual(['amara', 'okafor', '~ama okafor']);
    expect(nameSearchKeys('Ada Obi-Mensah').sort()).toEqual(['ada', 'mensah', 'obi', '~ada mensah', '~ada obi', '~men obi'].sort());
    expect(nameSearchKeys('Madonna')).toEqual(['madonna']);
  });

  it('stays bounded for a long name (8 words, 28 pairs) and within the column', () => {
    const keys = nameSearchKeys('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10');
    expect(keys).toHaveLength(8 + 28);
    expect(pairKey('x', 'y'.repeat(200)).length).toBe(80);
  });

  it('never puts a pair key in the range of a single word', () => {
    const range = nameRange(['ama']);
    expect(range).toEqual({ start: 'ama', end: 'amb' });
    expect(nameSearchKeys('Amara Okafor').filter((key) => inRange(key, range))).toEqual(['amara']);
  });
});

describe('the range that answers a search', () => {
  it('reads a pair for two words, in whichever order they were typed', () => {
    expect(nameRange(wordsOf('Amara Oko'))).toEqual({ start: '~ama oko', end: '~ama okp' });
    expect(nameRange(wordsOf('oko amara'))).toEqual({ start: '~ama oko', end: '~ama okp' });
  });

  it('falls back to the longest word when no two words can be a pair (a first word under three letters, or a shared start)', () => {
    expect(nameRange(wordsOf('ad okafor')).start).toBe('okafor');
    expect(nameRange(wordsOf('ama amadi')).start).toBe('amadi');
  });

  it('picks the pair of the longest words among three', () => {
    expect(nameRange(wordsOf('ada obi mensah')).start).toBe('~ada mensah');
  });

  const names = ['Amara Okafor', 'Amara Okonkwo', 'Amadou Okonkwo', 'Okonkwo Amara Ama', 'Ada Obi-Mensah', 'Zoë Obiora', 'Kwame Asante', 'Ama Amadi', "N'Golo Kanté", 'Ada Obi Mensah Obi'];
  const searches = ['amara oko', 'oko amara', 'okonkwo ama', 'ada mensah', 'mensah obi ada', 'zoe obi', 'n golo', 'ama amadi', 'kante golo', 'amara', 'obi', 'ad ob', 'am ok'];

  it.each(searches)('finds every name that has each word of "%s", each exactly once', (text) => {
    const words = wordsOf(text);
    const range = nameRange(words);
    expect(names.some((name) => nameHasWords(name, words))).toBe(true);
    for (const name of names) {
      const matches = nameHasWords(name, words);
      const keys = nameSearchKeys(name).filter((key) => inRange(key, range));
      if (matches) {
        // The name has a key in the range, and the one that stands for it is one of them.
        expect(keys.length, `${name} for "${text}"`).toBeGreaterThan(0);
        expect(keys).toContain(keyInRange(name, range));
      }
    }
  });

  it('checks words against the start of the name\'s words, accents folded', () => {
    expect(nameHasWords('Zoë Obiora', ['zoe', 'obi'])).toBe(true);
    expect(nameHasWords('Amara Okafor', ['amara', 'oko'])).toBe(false);
    expect(nameTerms('Amara Okafor')).toEqual(['amara', 'okafor']);
  });
});
