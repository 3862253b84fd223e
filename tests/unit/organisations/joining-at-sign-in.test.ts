// Joining an organisation as an account starts or signs in (rule 34): a sign-up's join code (checked before
// the account is made), an invitation accepted at sign-up and at sign-in, and a corporate member whose
// organisation is inactive paying for themselves. On the embedded backend.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, signIn, signUp } from '#/server/services/accounts.ts';
import { addLeader, createOrganisation, inviteByEmailList, joinByCode, setOrganisationActive, type OrganisationSummary } from '#/server/services/organisations/index.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { GOOD_CARD, callAs, intentIdOf, payWith } from '../../fixtures/payments.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
const newcomer = { email: 'Nia@Example.org', password: 'baobab tree shade', displayName: 'Nia', timezone: 'Africa/Lagos' };

let backend: TestBackend;
let organisation: OrganisationSummary;
let admin: string;
let leader: string;
beforeEach(async () => {
  backend = createTestBackend();
  ({ userId: admin } = await createAccount(backend, { email: 'admin@example.org', password: null, displayName: 'Admin', timezone: 'UTC', role: 'admin' }));
  ({ userId: leader } = await createAccount(backend, { email: 'lead@example.org', password: null, displayName: 'Lead', timezone: 'UTC' }));
  organisation = await createOrganisation(backend, admin, { name: 'Acacia Logistics', seatLimit: 3 });
  await addLeader(backend, admin, { organisationId: organisation.id, email: 'lead@example.org', reason: 'Contract signed' });
});
afterEach(async () => {
  await backend.dispose();
});

describe('a sign-up with a join code', () => {
  it('makes the new account a paid corporate member of that organisation, and says so', async () => {
    const session = await signUp(backend, { ...newcomer, joinCode: organisation.joinCode.toLowerCase() }, meta);
    expect(session.join).toBe('joined');
    const user = (await resolveSessionUser(backend, session.token))?.user;
    expect(user).toMatchObject({ isPaid: true, isCorporateMember: true, transformationTier: 'corporate_member' });
  });

  it('a wrong code is answered beside the field and no account is made', async () => {
    const error = await failure(signUp(backend, { ...newcomer, joinCode: 'AAAA-AAAA' }, meta));
    expect(error.fields.joinCode).toMatch(/No organisation has this code/);
    expect(await backend.auth.findUserIdByEmail(newcomer.email)).toBeNull();
    expect((await failure(signUp(backend, { ...newcomer, joinCode: 'K7MQ' }, meta))).fields.joinCode).toMatch(/8-character code/);
  });

  it('a full or inactive organisation is answered beside the field before any account is made', async () => {
    await joinByCode(backend, (await createAccount(backend, { email: 'a@example.org', password: null, displayName: 'A', timezone: 'UTC' })).userId, organisation.joinCode);
    await joinByCode(backend, (await createAccount(backend, { email: 'b@example.org', password: null, displayName: 'B', timezone: 'UTC' })).userId, organisation.joinCode);
    expect((await failure(signUp(backend, { ...newcomer, joinCode: organisation.joinCode }, meta))).fields.joinCode).toMatch(/no free seats/);
    await setOrganisationActive(backend, admin, organisation.id, false, 'Paused');
    expect((await failure(signUp(backend, { ...newcomer, joinCode: organisation.joinCode }, meta))).fields.joinCode).toMatch(/not active/);
    expect(await backend.auth.findUserIdByEmail(newcomer.email)).toBeNull();
  });
});

describe('invitations', () => {
  it('an invited email that signs up joins at once', async () => {
    await inviteByEmailList(backend, leader, 'nia@example.org');
    const session = await signUp(backend, newcomer, meta);
    expect(session.join).toBe('joined');
    expect(await backend.store.getRow('users', session.userId)).toMatchObject({ organisationId: organisation.id, transformationTier: 'corporate_member' });
  });

  it('an invited email that already has an account joins when it next signs in', async () => {
    await createAccount(backend, newcomer);
    await inviteByEmailList(backend, leader, 'NIA@example.org');
    const session = await signIn(backend, newcomer, meta);
    expect(session.join).toBe('joined');
    expect((await resolveSessionUser(backend, session.token))?.user).toMatchObject({ isPaid: true, isCorporateMember: true });
    // Used up: the next sign-in joins nothing.
    expect((await signIn(backend, newcomer, meta)).join).toBeNull();
  });
});

describe('a corporate member whose organisation is inactive', () => {
  it('is not paid meanwhile, may pay for themselves, and then stays paid whatever the organisation does', async () => {
    const { userId } = await createAccount(backend, newcomer);
    await joinByCode(backend, userId, organisation.joinCode);
    await setOrganisationActive(backend, admin, organisation.id, false, 'Contract paused');
    const intent = await callAs(backend, userId, 'create-payment-intent', {});
    expect(intent.status).toBe(200);
    const { clientSecret } = (intent.body as { data: { clientSecret: string } }).data;
    await payWith(backend, clientSecret, GOOD_CARD);
    const processed = await callAs(backend, userId, 'process-payment', { paymentIntentId: intentIdOf(clientSecret), userId });
    expect(processed.body).toEqual({ data: { status: 'succeeded', membershipStatus: 'paid' } });
    // Still the organisation's member (its tier kept), and paid now although it is inactive.
    const session = await signIn(backend, newcomer, meta);
    expect((await resolveSessionUser(backend, session.token))?.user).toMatchObject({ isPaid: true, transformationTier: 'corporate_member' });
  });

  it('an active organisation’s member cannot pay again: they are paid already', async () => {
    const { userId } = await createAccount(backend, newcomer);
    await joinByCode(backend, userId, organisation.joinCode);
    expect((await callAs(backend, userId, 'create-payment-intent', {})).status).not.toBe(200);
  });
});
