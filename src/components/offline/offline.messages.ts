// The offline page's words (OfflinePage.astro, and the list its script fills), French in src/i18n/fr/offline.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/offline.json' with { type: 'json' };

export const offlineMessages = defineMessages(
  'offline',
  {
    title: 'You are offline',
    lead: 'This page has not been saved on this device, so it needs a signal. When you are back online, open it again.',
    keptHeading: 'Available offline',
    keptLead: 'Pages you opened or saved on this device, for the account signed in here.',
    keptEmpty: 'Nothing is saved on this device yet. While you have a signal, open a module and choose “Save for offline”.',
    tipsHeading: 'While you wait for a signal',
    tipModules: 'Modules you saved open as usual; your reflection can be written when you are back online.',
    tipLive: 'Points, the leaderboard and the forum need a connection to stay up to date.',
    tryAgain: 'Try your dashboard again',
  },
  { fr },
);
