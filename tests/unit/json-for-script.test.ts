// JSON placed inside <script type="application/json"> must round-trip and must never let user text
// close the script element or start markup.
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '#/server/route-handlers/json-for-script.ts';

const HOSTILE = {
  id: 'u1',
  displayName: '</script><script>alert(1)</script>',
  bio: 'Fish & chips <b>&amp;</b> <!-- comment --> ]]>',
  separators: 'line\u2028paragraph\u2029end',
  nested: [{ note: '</SCRIPT >' }, 'a > b', null, 42, true],
  emoji: 'Ada 👩🏽‍💻 é',
};

describe('jsonForScript', () => {
  it.each([
    ['a session user with a hostile display name', HOSTILE],
    ['a plain string', 'hello'],
    ['a number', 42],
    ['null', null],
    ['an array', [1, '<', '>', '&']],
  ])('parses back to the same value (%s)', (_label, value) => {
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });

  it.each([
    ['<', '<'],
    ['>', '>'],
    ['&', '&'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('never contains %s literally', (_label, character) => {
    expect(jsonForScript(HOSTILE)).not.toContain(character);
  });

  it('cannot close the script element', () => {
    expect(jsonForScript(HOSTILE).toLowerCase()).not.toContain('</script');
  });
});
