// How the browser shows an Action's refusal: an input error's first message per field, another refusal's own
// words for the whole form, and never a server fault's text.
import { describe, expect, it } from 'vitest';
import { messagesOf } from '#/lib/action-form.ts';

describe('messagesOf', () => {
  it('puts the first message of each field of an input error next to it', () => {
    expect(messagesOf({ type: 'AstroActionInputError', status: 400, message: 'Failed to validate: […]', fields: { email: ['Enter your email address.', 'x'], name: [] } })).toEqual({
      fields: { email: 'Enter your email address.' },
      formError: null,
    });
  });

  it("shows another refusal's words for the whole form", () => {
    expect(messagesOf({ type: 'AstroActionError', status: 429, message: 'Too many attempts. Please wait 15 minutes and try again.' })).toEqual({
      fields: {},
      formError: 'Too many attempts. Please wait 15 minutes and try again.',
    });
  });

  it('replaces the text of a server fault with a plain message', () => {
    expect(messagesOf({ status: 500, message: '<html>Internal Server Error</html>' }).formError).toBe('Something went wrong. Please try again.');
  });
});
