// Paying works the same on both backends: the same scenarios on a Backend built by config.ts for the embedded
// store, and for Appwrite through the fake Appwrite (its transactions, unique indexes and request shapes),
// both with the embedded test provider delivering its signed events to the webhook service.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '#/server/backend.ts';
import { createBackend } from '#/server/config.ts';
import type { TestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { receivePaymentWebhook } from '#/server/services/payment-webhooks.ts';
import { parseSettings } from '#/server/settings.ts';
import { equal } from '#/server/store/query.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { DECLINED_CARD, GOOD_CARD, callAs, intentIdOf, newLearner, signed, testCard } from '../fixtures/payments.ts';

type PayingBackend = Backend & { payments: TestPaymentProvider };

function describePaymentScenarios(name: string, open: () => Promise<PayingBackend>): void {
  describe(`paying for membership: ${name}`, () => {
    let backend: PayingBackend;
    afterEach(async () => {
      await backend.payments.settled();
      await backend.store.close();
    });

    const start = async (learner: string) => {
      const answer = await callAs(backend, learner, 'create-payment-intent', {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { data: { clientSecret: string } }).data.clientSecret;
    };

    it('a free learner pays with 4242…: paid, individual_paid, one payment row, one audit entry, the event recorded', async () => {
      backend = await open();
      const learner = await newLearner(backend);
      const clientSecret = await start(learner);
      expect(await backend.payments.testCheckout.confirmCard(clientSecret, testCard(GOOD_CARD))).toEqual({ status: 'succeeded' });
      const answer = await callAs(backend, learner, 'process-payment', { paymentIntentId: intentIdOf(clientSecret), userId: learner });
      expect(answer).toEqual({ status: 200, body: { data: { status: 'succeeded', membershipStatus: 'paid' } } });
      await backend.payments.settled();
      expect(await backend.store.getRow('users', learner)).toMatchObject({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
      expect((await backend.store.listRows('payments', [equal('userId', learner)])).rows).toMatchObject([{ status: 'succeeded', amount: 9900, currency: 'USD' }]);
      expect(await auditTrailOf(backend.store, 'user', learner)).toHaveLength(1);
      expect((await backend.store.listRows('payment_events', [equal('type', 'payment_intent.succeeded')])).total).toBe(1);
    });

    it('a double click makes one intent; a declined card then a good one pays it', async () => {
      backend = await open();
      const learner = await newLearner(backend);
      const [first, second] = await Promise.all([start(learner), start(learner)]);
      expect(second).toBe(first);
      expect(await backend.payments.testCheckout.confirmCard(first, testCard(DECLINED_CARD))).toMatchObject({ status: 'failed' });
      await backend.payments.settled();
      expect((await backend.store.listRows('payments', [equal('userId', learner)])).rows).toMatchObject([{ status: 'failed' }]);
      expect(await start(learner)).toBe(first);
      await backend.payments.testCheckout.confirmCard(first, testCard(GOOD_CARD));
      await backend.payments.settled();
      expect((await backend.store.getRow('users', learner))?.membershipStatus).toBe('paid');
      expect((await backend.store.listRows('payments', [equal('userId', learner)])).total).toBe(1);
    });

    it('a replayed webhook changes nothing', async () => {
      backend = await open();
      const learner = await newLearner(backend);
      const clientSecret = await start(learner);
      await backend.payments.testCheckout.confirmCard(clientSecret, testCard(GOOD_CARD));
      await backend.payments.settled();
      const intent = await backend.payments.retrieveIntent(intentIdOf(clientSecret));
      const body = JSON.stringify({
        id: 'evt_replayed',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intent!.id, object: 'payment_intent', amount: 9900, amount_received: 9900, currency: 'usd', status: 'succeeded', client_secret: clientSecret, created: 1, metadata: intent!.metadata, last_payment_error: null } },
      });
      const signature = signed(body, backend.payments.webhookSecret);
      const log = () => undefined;
      expect((await receivePaymentWebhook(backend, body, signature, log)).body.outcome).toBe('already-fulfilled');
      expect((await receivePaymentWebhook(backend, body, signature, log)).body.outcome).toBe('duplicate');
      expect(await auditTrailOf(backend.store, 'user', learner)).toHaveLength(1);
    });

    it('an intent made elsewhere whose metadata names no possible user is recorded as refused, not retried forever', async () => {
      backend = await open();
      const created = await backend.payments.createIntent({
        amount: 9900,
        currency: 'USD',
        idempotencyKey: 'made-in-the-dashboard',
        metadata: { purpose: 'membership', userId: 'not a user id!', amount: '9900', currency: 'USD' },
      });
      await backend.payments.testCheckout.confirmCard(created.clientSecret, testCard(GOOD_CARD));
      await backend.payments.settled();
      const events = (await backend.store.listRows('payment_events', [equal('providerIntentId', created.id)])).rows;
      expect(events).toMatchObject([{ type: 'payment_intent.succeeded', outcome: 'refused' }]);
    });
  });
}

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describePaymentScenarios('embedded (SQLite)', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'payment-services-'));
  directories.push(dataDir);
  return (await createBackend(parseSettings({ DATA_DIR: dataDir }))) as PayingBackend;
});

describe('on Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });
  describePaymentScenarios('Appwrite (fake Appwrite)', async () => {
    fake.tablesDb.reset();
    const settings = parseSettings({
      BACKEND: 'appwrite',
      APPWRITE_ENDPOINT: fake.endpoint,
      APPWRITE_PROJECT_ID: fake.projectId,
      APPWRITE_API_KEY: fake.apiKey,
      APPWRITE_DATABASE_ID: fake.databaseId,
    });
    return (await createBackend(settings)) as PayingBackend;
  });
});
