// Google sign-in client (OpenID Connect via openid-client): builds the authorization URL and redeems the code.
import * as oidc from 'openid-client';
import type { Config } from '../config.js';

export type GoogleSettings = NonNullable<Config['google']>;

/** What one sign-in must remember between the redirect to Google and the callback. */
export type PendingChecks = { state: string; codeVerifier: string; nonce: string };

/** The identity Google vouches for, taken from the validated ID token. */
export type GoogleProfile = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
};

export type GoogleClient = {
  readonly redirectUri: string;
  /** A fresh state, PKCE verifier and nonce, and the provider URL that carries them. */
  begin(): Promise<{ url: URL; checks: PendingChecks }>;
  /** Checks the callback (state, PKCE, ID token signature, audience, nonce) and returns the identity. */
  finish(callbackUrl: URL, checks: PendingChecks): Promise<GoogleProfile>;
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * openid-client refuses plain http, as it should; a provider on this machine (tests, development)
 * has no certificate, so http is allowed for loopback hosts and nowhere else.
 */
export function allowsInsecureIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOCAL_HOSTS.has(issuer.hostname);
}

export function createGoogleClient(settings: GoogleSettings, redirectUri: string): GoogleClient {
  let discovered: Promise<oidc.Configuration> | undefined;

  // Discovery costs a round trip to the provider, so it happens once per app instance; a failure is
  // not cached, so the next sign-in tries again (the provider may have been briefly unreachable).
  function configuration(): Promise<oidc.Configuration> {
    if (!discovered) {
      const issuer = new URL(settings.issuer);
      discovered = oidc
        .discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          allowsInsecureIssuer(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
    }
    return discovered;
  }

  return {
    redirectUri,
    async begin() {
      const config = await configuration();
      const checks: PendingChecks = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google sends a boolean; some providers send the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}
