// Appwrite Function `create-payment-intent`: the spec's callable, run on Appwrite (same code as the web
// server's POST /api/functions/create-payment-intent). Bundled by `npm run appwrite:functions`.
import { runCallableFunction, type AppwriteFunctionContext } from '#/server/functions/appwrite-function.ts';

export default (context: AppwriteFunctionContext) => runCallableFunction('create-payment-intent', context);
