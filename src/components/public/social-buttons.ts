// The "Continue with <provider>" links of /auth: one per configured provider, carrying a safe `next`.
// Plain links, so they work without JavaScript and with the keyboard like any link.
import { safeNextPath } from '#/domain/route-policy.ts';

export interface SocialButton {
  href: string;
  text: string;
}

export function socialButtons(
  providers: readonly { id: string; label: string }[],
  next: string | null | undefined,
  continueWith: (provider: string) => string = (provider) => `Continue with ${provider}`,
): SocialButton[] {
  const safe = safeNextPath(next);
  return providers.map(({ id, label }) => ({
    href: `/api/auth/social/${encodeURIComponent(id)}${safe ? `?next=${encodeURIComponent(safe)}` : ''}`,
    text: continueWith(label),
  }));
}
