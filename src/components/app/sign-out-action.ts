// The header's sign-out form target, worked out once: an Action's URL is built with URLSearchParams each time
// it is read (2 % of a signed-in page's CPU in a profile), and this one never changes.
import { actions } from 'astro:actions';

/** The sign-out Action, posted to /auth so the learner lands on the sign-in page. */
export const SIGN_OUT_FORM_ACTION = '/auth' + actions.account.signOut;
