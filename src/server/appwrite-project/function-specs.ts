// The Appwrite Functions of the project, in one list: appwrite.config.json declares them from it and
// `npm run appwrite:functions` bundles them from it. Each is a thin entry (appwrite/functions/<id>/src/main.ts)
// over the same service code as the web server's /api/functions/<name> and /api/payments/webhook.

export interface FunctionSpec {
  /** Function id, folder name and (for callables) the callable's name. */
  readonly id: string;
  readonly name: string;
  /**
   * Who may execute it: `users` (signed-in people, whose id Appwrite passes in x-appwrite-user-id), or `any`
   * for a provider's webhook, which runs without a session and is authenticated by its signature alone.
   */
  readonly execute: readonly ('users' | 'any')[];
  /** Scopes of the execution's dynamic API key (x-appwrite-key): the Store reads and writes rows, Auth reads users. */
  readonly scopes: readonly string[];
  /** Seconds; synchronous executions stop at 30 whatever this says. */
  readonly timeout: number;
  /** Settings the function reads, set as function variables (secrets in the console, never in this file). */
  readonly variables: readonly string[];
}

const PAYMENT_VARIABLES = ['APPWRITE_DATABASE_ID', 'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const STORE_SCOPES = ['rows.read', 'rows.write', 'users.read'] as const;

export const APPWRITE_FUNCTIONS: readonly FunctionSpec[] = [
  { id: 'create-payment-intent', name: 'Create payment intent', execute: ['users'], scopes: STORE_SCOPES, timeout: 15, variables: PAYMENT_VARIABLES },
  { id: 'process-payment', name: 'Process payment', execute: ['users'], scopes: STORE_SCOPES, timeout: 15, variables: PAYMENT_VARIABLES },
  { id: 'payment-webhook', name: 'Payment webhook', execute: ['any'], scopes: STORE_SCOPES, timeout: 15, variables: PAYMENT_VARIABLES },
];

/** The runtime the bundles are built for (esbuild target node22) and declared with. */
export const FUNCTION_RUNTIME = 'node-22';
/** Where `npm run appwrite:functions` writes a function's deployable folder, relative to appwrite/. */
export const functionBuildPath = (id: string) => `functions/${id}/dist`;
/** The bundle's entry file inside that folder. */
export const FUNCTION_ENTRYPOINT = 'main.js';
