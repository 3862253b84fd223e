// One webinar's words for a learner (WebinarCard.astro), English here, French in src/i18n/fr/webinar-card.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/webinar-card.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const webinarCardMessages = defineMessages(
  'webinar-card',
  {
    minutes: params('{minutes} minutes'),
    timesInZone: params('Times in your zone, {zone}.'),
    join: 'Join',
    opensInNewTab: params('{title} (opens in a new tab)'),
    addToCalendar: 'Add to calendar',
    attendanceRecorded: 'Attendance recorded.',
    attendanceCode: 'Attendance code',
    codeOpen: params('Given out during the webinar; enter it until 24 hours after the start (+{xp} XP).'),
    codeNotYet: 'Opens when the webinar starts.',
    recordAttendance: 'Record attendance',
    atWebinar: params('at {title}'),
  },
  { fr },
);
