// The social sign-in port: "Sign in with Google/Microsoft/LinkedIn…" buttons. Two adapters implement it:
// the embedded one speaks OpenID Connect to any configured issuer; the Appwrite one goes through
// Appwrite's OAuth2 (createOAuth2Token, then createSession on return). Routes and the /auth buttons
// only talk to this port, so they work the same with either backend.

/** A configured provider, as the /auth page lists it. */
export interface SocialProvider {
  /** URL-safe id used in routes, e.g. `google`. */
  id: string;
  /** Button text after "Continue with", e.g. `Google`. */
  label: string;
}

/** Where the provider sends the browser back to. */
export interface SocialRedirects {
  /** Our callback route for this provider, absolute. */
  callbackUrl: string;
  /** Where to land when the person cancels or the provider fails, absolute (Appwrite asks for it). */
  failureUrl: string;
}

export interface SocialStart {
  /** The provider's page to send the browser to. */
  redirectUrl: string;
  /**
   * Opaque data the callback needs (state, nonce, PKCE verifier…). The route keeps it in a short-lived
   * HttpOnly cookie and hands it back to `complete`; it never appears in a URL.
   */
  state: string;
}

/**
 * What a completed social sign-in proves.
 * - `identity`: the provider vouched for one of its accounts (`subject`, the ID token's `sub`) and an email;
 *   our accounts service signs in by the subject's link, or links it (src/domain/social-links.ts), or
 *   creates an account, then starts a session as for a password sign-in.
 * - `session`: the backend already chose the account and made a session (Appwrite's OAuth2, which links by
 *   verified email itself); the service still checks it against our links before the token reaches a cookie.
 */
export type SocialResult =
  | { kind: 'identity'; providerId: string; subject: string; email: string; emailVerified: boolean; name: string | null }
  | {
      kind: 'session';
      providerId: string;
      /** The provider's id for the person (Appwrite's identity `providerUid`), or null if Appwrite shows none. */
      subject: string | null;
      userId: string;
      token: string;
      expiresAt: Date;
      email: string;
      name: string | null;
    };

export type SocialErrorCode = 'unknown-provider' | 'cancelled' | 'invalid-response' | 'email-not-verified';

/** A social sign-in that cannot finish; the route shows the message on /auth. */
export class SocialSignInError extends Error {
  readonly code: SocialErrorCode;
  constructor(code: SocialErrorCode, message: string) {
    super(message);
    this.name = 'SocialSignInError';
    this.code = code;
  }
}

export interface SocialSignIn {
  /** The providers configured for this deployment; empty means no buttons. */
  providers(): readonly SocialProvider[];
  /** Starts a sign-in; throws `unknown-provider` for an id not in `providers()`. */
  begin(providerId: string, redirects: SocialRedirects): Promise<SocialStart>;
  /** Finishes a sign-in from the callback URL the browser arrived at and the state kept by `begin`. */
  complete(providerId: string, input: { callbackUrl: URL; state: string }): Promise<SocialResult>;
}

/** The adapter for deployments with no providers configured. */
export const noSocialSignIn: SocialSignIn = {
  providers: () => [],
  begin: (providerId) => Promise.reject(new SocialSignInError('unknown-provider', `No sign-in provider called ${providerId}.`)),
  complete: (providerId) => Promise.reject(new SocialSignInError('unknown-provider', `No sign-in provider called ${providerId}.`)),
};
