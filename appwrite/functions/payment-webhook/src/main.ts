// Appwrite Function `payment-webhook`: the payment provider's signed webhook, run on Appwrite (same code as
// the web server's POST /api/payments/webhook). Bundled by `npm run appwrite:functions`.
import { runWebhookFunction, type AppwriteFunctionContext } from '#/server/functions/appwrite-function.ts';

export default (context: AppwriteFunctionContext) => runWebhookFunction(context);
