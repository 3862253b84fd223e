// oidc-provider ships no types (and @types/oidc-provider is not a dependency): the little of it the test
// OpenID provider uses, typed by hand from its documentation.
declare module 'oidc-provider' {
  interface Account {
    accountId: string;
    claims: (use: string, scope: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    findAccount?: (ctx: unknown, accountId: string) => Account | undefined | Promise<Account | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number, host: string, callback?: () => void): unknown;
  }
}
