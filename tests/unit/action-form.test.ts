// How the browser shows an Action's refusal: an input error's first message per field, another refusal's own
// words for the whole form, and never a server fault's text.
import { describe, expect, it } from 'vitest';
import { messagesOf, networkFailedMessage } from '#/lib/action-form.ts';

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

  it("says a server fault, and a lost connection, in the page's language", () => {
    expect(messagesOf({ status: 503, message: 'database is locked' }, 'fr').formError).toBe("Une erreur s'est produite. Veuillez réessayer.");
    expect(networkFailedMessage('fr')).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
  });

  it('reads the page\'s language from <html lang> in the browser', () => {
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: 'fr' } };
    try {
      expect(messagesOf({ status: 500, message: 'boom' }).formError).toBe("Une erreur s'est produite. Veuillez réessayer.");
      expect(networkFailedMessage()).toMatch(/^Impossible/);
    } finally {
      delete page.document;
    }
    expect(networkFailedMessage()).toMatch(/^We couldn't/);
  });
});
