// The blueprint's path rule (rule 39, rule 14): Kofi for Digital Confidence or Innovation, else Sabrina
// for Resistance or Team, else Custom; words matched case-insensitively.
import { describe, expect, it } from 'vitest';
import { CHALLENGES } from '#/domain/blueprint.ts';
import { mentions, recommendedPath } from '#/domain/blueprint-path.ts';

describe('the path rule', () => {
  it.each([
    [['Low Digital Confidence'], 'kofi'],
    [['Slow Innovation'], 'kofi'],
    [['Resistance to change'], 'sabrina'],
    [['Team silos and conflict'], 'sabrina'],
    [['Unclear accountability'], 'custom'],
    [['Poor communication', 'High staff turnover', 'Burnout and overload'], 'custom'],
  ] as const)('%j gives %s', (challenges, path) => {
    expect(recommendedPath(challenges)).toBe(path);
  });

  it('Kofi wins over Sabrina when challenges point to both', () => {
    expect(recommendedPath(['Team silos and conflict', 'Slow Innovation'])).toBe('kofi');
    expect(recommendedPath(['Resistance to change', 'Low Digital Confidence'])).toBe('kofi');
  });

  it('no challenges gives Custom', () => {
    expect(recommendedPath([])).toBe('custom');
  });

  it('matches words whatever their case', () => {
    expect(recommendedPath(['low DIGITAL confidence'])).toBe('kofi');
    expect(recommendedPath(['INNOVATION stalls'])).toBe('kofi');
    expect(recommendedPath(['resistance everywhere'])).toBe('sabrina');
    expect(recommendedPath(['our TEAM is split'])).toBe('sabrina');
  });

  it('matches whole words only, so a word merely containing "team" or "innovation" does not count', () => {
    expect(mentions('Steamroller management', 'Team')).toBe(false);
    expect(mentions('Teamwork', 'Team')).toBe(false);
    expect(mentions('digital  confidence', 'Digital Confidence')).toBe(true);
    expect(recommendedPath(['Steam engines', 'Innovations'])).toBe('custom');
  });

  it('every one of the eight challenge labels leads to the path its words say', () => {
    expect(CHALLENGES.map((c) => recommendedPath([c]))).toEqual(['kofi', 'kofi', 'sabrina', 'sabrina', 'custom', 'custom', 'custom', 'custom']);
  });
});
