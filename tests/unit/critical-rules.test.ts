// Choosing a rendered page's CSS from the built stylesheet by the classes its HTML names: a rule is kept when
// every class one of its selectors needs is on the page (escapes undone, :not(…) not needed), rules without
// classes always, keyframes when a kept rule names them; order and nesting are the stylesheet's.
import { describe, expect, it } from 'vitest';
import { classesOfSelector, criticalCss, indexStylesheet, unescapeCss } from '#/server/page-html/critical-rules.ts';

const SHEET =
  '@layer theme,base,components,utilities;' +
  '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}' +
  '@layer components;' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.sr-only,.sr-only-focusable:not(:focus){position:absolute}' +
  '.group-open\\:rotate-45:is(:where(.group):is([open]) *){rotate:45deg}.w-1\\/2{width:50%}.animate-spin{animation:var(--animate-spin)}' +
  '@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}' +
  '@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{75%{opacity:0}}' +
  '@property --tw-rotate{syntax:"*";inherits:false}';

const chosen = (classes: string[]) => criticalCss(indexStylesheet(SHEET), new Set(classes));

describe('criticalCss', () => {
  it('keeps the rules of the classes the page names, the class-free rules and layer statements, in order and nesting', () => {
    expect(chosen(['flex', 'sm:flex'])).toBe(
      '@layer theme,base,components,utilities;@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}@layer components;' +
        '@layer utilities{.flex{display:flex}@media (width>=40rem){.sm\\:flex{display:flex}}}' +
        '@property --tw-rotate{syntax:"*";inherits:false}',
    );
  });

  it('keeps a selector list when one of its selectors is met, and needs no class named inside :not()', () => {
    expect(chosen(['sr-only-focusable'])).toContain('.sr-only,.sr-only-focusable:not(:focus){position:absolute}');
    expect(chosen(['grid'])).not.toContain('sr-only');
  });

  it('needs every class of a compound selector, escapes undone', () => {
    expect(chosen(['group-open:rotate-45'])).not.toContain('rotate:45deg');
    expect(chosen(['group-open:rotate-45', 'group'])).toContain('.group-open\\:rotate-45:is(:where(.group):is([open]) *){rotate:45deg}');
    expect(chosen(['w-1/2'])).toContain('.w-1\\/2{width:50%}');
  });

  it('keeps keyframes only when a kept rule names them', () => {
    expect(chosen(['flex'])).not.toContain('@keyframes');
    const spinning = criticalCss(indexStylesheet(`${SHEET}:root{--animate-spin:spin 1s linear infinite}`), new Set(['animate-spin']));
    expect(spinning).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(spinning).not.toContain('@keyframes ping');
  });
});

describe('classes', () => {
  it('reads the classes a selector needs', () => {
    expect(classesOfSelector('.a.b>.c:hover')).toEqual(['a', 'b', 'c']);
    expect(classesOfSelector('.x:not(.y, .z)')).toEqual(['x']);
    expect(classesOfSelector('a[href$=".pdf"]')).toEqual([]);
    expect(classesOfSelector('.md\\:w-\\[calc\\(100\\%-1rem\\)\\]')).toEqual(['md:w-[calc(100%-1rem)]']);
    expect(unescapeCss('\\32 xl\\:flex')).toBe('2xl:flex');
  });

});
