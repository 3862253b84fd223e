// Every callable function by name: the heartbeat and the spec's two payment functions.
import { touchLastActive } from '../services/profiles.ts';
import { requireCaller, type CallableHandler } from './callable.ts';
import { createPaymentIntent, processPayment } from './payment-functions.ts';

/** The lastActive heartbeat; the service decides whether to write (at most once a minute). */
const heartbeat: CallableHandler = async (_data, context) => {
  const user = requireCaller(context);
  return { recorded: await touchLastActive(context.backend, user.id) };
};

export const CALLABLE_FUNCTIONS: Readonly<Record<string, CallableHandler>> = {
  heartbeat,
  'create-payment-intent': createPaymentIntent,
  'process-payment': processPayment,
};
