// "Save for offline" words on a module page (SaveForOffline.astro), English here, French in
// src/i18n/fr/save-for-offline.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/save-for-offline.json' with { type: 'json' };

export const saveForOfflineMessages = defineMessages(
  'save-for-offline',
  {
    heading: 'Read it without a signal',
    keepThis: 'Keep this module on this device for the bus or a patch with no network. Signing out removes it.',
    keepBoth: 'Keep this module and the next one on this device for the bus or a patch with no network. Signing out removes it.',
    save: 'Save for offline',
  },
  { fr },
);
