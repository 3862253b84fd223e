// The embedded backend's social sign-in: any OpenID Connect provider, by issuer, client id and secret,
// through openid-client (discovery, authorization code flow with PKCE, state and nonce, ID-token checks).
// It proves an identity (the provider's `sub`, and an email); linking it to an account is the social
// accounts service's job.
import * as oidc from 'openid-client';
import { z } from 'zod';
import { isLoopbackHost, type OidcProviderConfig } from './oidc-settings.ts';
import { SocialSignInError, type SocialResult, type SocialSignIn, type SocialStart } from './port.ts';

/** What `begin` hands the route to keep (in an HttpOnly cookie) until the callback. */
const flowState = z.object({ state: z.string().min(1), nonce: z.string().min(1), verifier: z.string().min(43), callback: z.url() });
type FlowState = z.infer<typeof flowState>;

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
});

export function createOidcSocialSignIn(providers: readonly OidcProviderConfig[]): SocialSignIn {
  const byId = new Map(providers.map((p) => [p.id, p]));
  // Discovery once per provider; a failure is not cached, so a provider that was down is retried next time.
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  function providerOf(id: string): OidcProviderConfig {
    const provider = byId.get(id);
    if (!provider) throw new SocialSignInError('unknown-provider', `No sign-in provider called ${id}.`);
    return provider;
  }

  function configurationOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let configuration = configurations.get(provider.id);
    if (!configuration) {
      const insecure = provider.issuer.protocol === 'http:' && isLoopbackHost(provider.issuer.hostname);
      configuration = oidc
        .discovery(provider.issuer, provider.clientId, undefined, oidc.ClientSecretPost(provider.clientSecret), {
          // Only a provider on this machine may be reached over plain http (the settings refuse anything else);
          // openid-client marks this option deprecated to discourage it in production, which loopback is not.
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: 10,
        });
      configuration.catch(() => configurations.delete(provider.id));
      configurations.set(provider.id, configuration);
    }
    return configuration;
  }

  async function discovered(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    try {
      return await configurationOf(provider);
    } catch {
      throw new SocialSignInError('invalid-response', `${provider.label} cannot be reached right now. Please try again later.`);
    }
  }

  return {
    providers: () => providers.map(({ id, label }) => ({ id, label })),

    async begin(providerId, redirects): Promise<SocialStart> {
      const provider = providerOf(providerId);
      const config = await discovered(provider);
      const kept: FlowState = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        callback: redirects.callbackUrl,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirects.callbackUrl,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(kept.verifier),
        code_challenge_method: 'S256',
        state: kept.state,
        nonce: kept.nonce,
      });
      return { redirectUrl: url.href, state: JSON.stringify(kept) };
    },

    async complete(providerId, { callbackUrl, state }): Promise<SocialResult> {
      const provider = providerOf(providerId);
      const kept = parseKept(state);
      const config = await discovered(provider);
      let claims: z.infer<typeof claimsSchema>;
      try {
        // The token request must name the same redirect_uri as the authorization request, whatever host the
        // browser came back on; the query (code, state, iss…) is what the provider sent.
        const current = new URL(kept.callback);
        current.search = callbackUrl.search;
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: kept.verifier,
          expectedState: kept.state,
          expectedNonce: kept.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token');
        let merged: Record<string, unknown> = { ...idClaims };
        // Many providers (Google) put email in the ID token; others keep it for the UserInfo endpoint.
        if (typeof idClaims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          merged = { ...info, ...idClaims };
        }
        claims = claimsSchema.parse(merged);
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          if (error.error === 'access_denied' || error.error === 'login_required' || error.error === 'consent_required' || error.error === 'interaction_required') {
            throw new SocialSignInError('cancelled', `Sign-in with ${provider.label} was cancelled.`);
          }
        }
        throw new SocialSignInError('invalid-response', `Sign-in with ${provider.label} did not complete. Please try again.`);
      }
      const email = claims.email?.trim().toLowerCase();
      if (!email || !z.email().safeParse(email).success) {
        throw new SocialSignInError('email-not-verified', `${provider.label} did not share a verified email address, so we cannot sign you in with it.`);
      }
      const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
      const name = (claims.name ?? claims.given_name ?? '').trim() || null;
      return { kind: 'identity', providerId: provider.id, subject: claims.sub, email, emailVerified, name };
    },
  };
}

function parseKept(state: string): FlowState {
  try {
    return flowState.parse(JSON.parse(state));
  } catch {
    throw new SocialSignInError('invalid-response', 'This sign-in link has expired. Please try again.');
  }
}
