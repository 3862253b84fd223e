// Compose links for the email-provider popup (rule 19): the same message, prefilled, in Gmail,
// Outlook, Yahoo Mail or the device's own mail app. Outward links only; nothing is sent by us.

export interface MailDraft {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

export interface MailProviderLink {
  readonly id: 'gmail' | 'outlook' | 'yahoo' | 'default';
  readonly label: string;
  readonly href: string;
  /** Web mail opens in a new tab; the device's app is a plain mailto: link. */
  readonly external: boolean;
}

/** `mailto:` wants RFC 6068 escaping: spaces as %20 (never +), line breaks as %0D%0A. */
function mailtoEncode(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
}

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

/** The four compose links, in the order the popup shows them. */
export function composeLinks(draft: MailDraft): MailProviderLink[] {
  const { to, subject, body } = draft;
  return [
    { id: 'gmail', label: 'Gmail', external: true, href: withQuery('https://mail.google.com/mail/', { view: 'cm', fs: '1', to, su: subject, body }) },
    { id: 'outlook', label: 'Outlook', external: true, href: withQuery('https://outlook.live.com/mail/0/deeplink/compose', { to, subject, body }) },
    { id: 'yahoo', label: 'Yahoo Mail', external: true, href: withQuery('https://compose.mail.yahoo.com/', { to, subject, body }) },
    {
      id: 'default',
      label: 'Your default mail app',
      external: false,
      href: `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${mailtoEncode(subject)}&body=${mailtoEncode(body)}`,
    },
  ];
}
