// Two hidden fields for writes a learner may type without signal (README "Installable and offline"): the
// send key (src/domain/send-keys.ts), which makes a repeat of the same write create nothing, and the account
// the offline outbox kept it for, so a write typed by one account is never made under another's session.
// Both are optional: without JavaScript the page's own server-made key is sent, and no account.
import { z } from 'zod';
import { isSendKey } from '#/domain/send-keys.ts';
import { formText } from './form-fields.ts';
import { offlineSendFieldsMessages } from './offline-send-fields.messages.ts';

export const offlineSendFields = {
  /** A malformed key is no key: the write goes ahead once, as a form without one does. */
  sendKey: formText(z.string().transform((value) => (isSendKey(value) ? value : null))),
  /**
   * Any value but none is compared with the session's account (a mismatch is refused, never ignored); one
   * longer than any account's id is nobody's, refused in the same words.
   */
  outboxAccount: formText(z.string().max(100, offlineSendFieldsMessages('en').otherAccount).transform((value) => (value === '' ? null : value))),
};
