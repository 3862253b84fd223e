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
    saving: 'Saving…',
    savedBoth: 'Saved on this device: this module and the next one open without a signal.',
    savedThis: 'Saved on this device: this module opens without a signal.',
    notSaved: 'This module could not be saved. Try again when you have a signal.',
  },
  { fr },
);
