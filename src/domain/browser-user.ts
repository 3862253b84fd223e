// What the browser may know about the signed-in person: the flags menus need, nothing private (no email).
// The server builds it (route-handlers/browser-user.ts) and the browser's $session holds it.

export interface BrowserUser {
  id: string;
  displayName: string;
  isAdmin: boolean;
  isPaid: boolean;
  isCorporateMember: boolean;
  isIndividualPaid: boolean;
}
