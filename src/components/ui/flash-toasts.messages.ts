// The confirmations after a plain form post (src/domain/flash-toasts.ts holds the keys and the English),
// French in src/i18n/fr/flash-toasts.json. The server puts the text in the reader's language on the page.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/flash-toasts.json' with { type: 'json' };
import { FLASH_TOASTS } from '#/domain/flash-toasts.ts';

export const flashToastMessages = defineMessages('flash-toasts', FLASH_TOASTS, { fr });
