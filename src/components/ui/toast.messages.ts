// Words of the toast region itself (ToastRegion.astro), French in src/i18n/fr/toast.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/toast.json' with { type: 'json' };

export const toastMessages = defineMessages('toast', { dismiss: 'Dismiss notification' }, { fr });
