// The pathfinder form's step machine (rules 39, 40; rule 5): step 0 then step 1, Back allowed and no
// jumping forward, messages that clear on edit, and a failed submission that keeps every value.
import { describe, expect, it, vi } from 'vitest';
import type { PathfinderSendOutcome } from '#/lib/pathfinder-client.ts';
import { pathfinderClientMessages } from '#/lib/pathfinder-client.messages.ts';
import { createPathfinderForm, firstInvalidField, type PathfinderForm } from '#/stores/pathfinder-form.ts';

const NOW = new Date('2026-11-22T09:00:00Z');

function setup(outcome: PathfinderSendOutcome = { kind: 'stored', redirect: '/pathfinder/requested' }) {
  const send = vi.fn(async (_payload: Record<string, unknown>) => outcome);
  const navigate = vi.fn();
  const form = createPathfinderForm({ send, navigate, timeZone: () => 'Africa/Lagos', now: () => NOW });
  return { form, send, navigate };
}

function fillStep0(form: PathfinderForm) {
  form.setField('name', 'Ada Obi');
  form.setField('email', 'ada@example.org');
  form.setField('teamSize', '12');
}
function fillStep1(form: PathfinderForm) {
  form.setField('timeline', 'within-1-month');
  form.setField('duration', '6-months');
  form.setField('date', '2026-11-24');
  form.setField('time', '15:30');
}

describe('pathfinder form steps', () => {
  it('refuses to leave step 0 with the spec messages, counting the refusal for focus', async () => {
    const { form } = setup();
    await form.advance();
    expect(form.$state.get()).toMatchObject({
      step: 0,
      refusals: 1,
      errors: { name: 'Name is required', email: 'Email is required', teamSize: 'Team size is required' },
    });
    expect(firstInvalidField(form.$state.get().errors)).toBe('name');
  });

  it("refuses in the page's language: French on a French page", async () => {
    const form = createPathfinderForm({ send: vi.fn(), navigate: vi.fn(), timeZone: () => 'Africa/Lagos', now: () => NOW, locale: 'fr' });
    await form.advance();
    expect(form.$state.get().errors).toEqual({
      name: 'Le nom est obligatoire',
      email: "L'e-mail est obligatoire",
      teamSize: "La taille de l'équipe est obligatoire",
    });
  });

  it('an error clears when its field is edited, and only that one', async () => {
    const { form } = setup();
    await form.advance();
    form.setField('email', 'ada');
    expect(form.$state.get().errors.email).toBeUndefined();
    expect(form.$state.get().errors.name).toBe('Name is required');
    await form.advance();
    expect(form.$state.get().errors.email).toBe('Please enter a valid email address');
  });

  it("says 'Team size must be at least 4'", async () => {
    const { form } = setup();
    fillStep0(form);
    form.setField('teamSize', '3');
    await form.advance();
    expect(form.$state.get().errors).toEqual({ teamSize: 'Team size must be at least 4' });
  });

  it('advances to step 1 when step 0 is valid; Back returns keeping the values', async () => {
    const { form } = setup();
    fillStep0(form);
    await form.advance();
    expect(form.$state.get().step).toBe(1);
    form.back();
    expect(form.$state.get()).toMatchObject({ step: 0, values: { name: 'Ada Obi', teamSize: '12' } });
    form.back();
    expect(form.$state.get().step).toBe(0);
  });

  it('requires timeline, duration, date and time on step 1, without sending', async () => {
    const { form, send } = setup();
    fillStep0(form);
    await form.advance();
    await form.advance();
    expect(form.$state.get()).toMatchObject({
      step: 1,
      errors: { timeline: 'Timeline is required', duration: 'Duration is required', date: 'Date is required', time: 'Time is required' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the spec payload with the browser's zone, then goes to the booking page", async () => {
    const { form, send, navigate } = setup({ kind: 'stored', redirect: 'https://booking.example/pathfinder' });
    fillStep0(form);
    await form.advance();
    fillStep1(form);
    form.setField('painPoints', 'Silos');
    await form.advance();
    expect(send).toHaveBeenCalledWith({
      name: 'Ada Obi',
      email: 'ada@example.org',
      phone: null,
      teamSize: 12,
      timeline: 'within-1-month',
      duration: '6-months',
      date: '2026-11-24',
      time: '15:30',
      painPoints: 'Silos',
      timezone: 'Africa/Lagos',
    });
    expect(navigate).toHaveBeenCalledWith('https://booking.example/pathfinder');
    expect(form.$state.get()).toMatchObject({ status: 'leaving', redirect: 'https://booking.example/pathfinder' });
  });

  it('on a network or server failure shows the alert and keeps everything typed', async () => {
    const { form, navigate } = setup({ kind: 'failed' });
    fillStep0(form);
    await form.advance();
    fillStep1(form);
    await form.advance();
    expect(navigate).not.toHaveBeenCalled();
    expect(form.$state.get()).toMatchObject({
      step: 1,
      status: 'editing',
      formError: pathfinderClientMessages('en').failed,
      values: { name: 'Ada Obi', email: 'ada@example.org', teamSize: '12', time: '15:30' },
    });
  });

  it("shows the server's words when it refuses (throttled)", async () => {
    const { form } = setup({ kind: 'refused', message: 'Too many requests from your network. Please wait 12 minutes and try again.' });
    fillStep0(form);
    await form.advance();
    fillStep1(form);
    await form.advance();
    expect(form.$state.get().formError).toMatch(/Too many requests/);
  });

  it("shows the server's field messages on the step that holds the first one", async () => {
    const { form } = setup({ kind: 'invalid', errors: { email: 'Please enter a valid email address' } });
    fillStep0(form);
    await form.advance();
    fillStep1(form);
    await form.advance();
    expect(form.$state.get()).toMatchObject({ step: 0, errors: { email: 'Please enter a valid email address' } });
  });

  it('a second submit while sending is ignored', async () => {
    let release: (outcome: PathfinderSendOutcome) => void = () => undefined;
    const send = vi.fn(() => new Promise<PathfinderSendOutcome>((resolve) => (release = resolve)));
    const form = createPathfinderForm({ send, navigate: vi.fn(), timeZone: () => 'Africa/Lagos', now: () => NOW });
    fillStep0(form);
    await form.advance();
    fillStep1(form);
    const first = form.advance();
    await form.advance();
    expect(form.$state.get().status).toBe('sending');
    release({ kind: 'failed' });
    await first;
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a date before today is refused on step 1', async () => {
    const { form } = setup();
    fillStep0(form);
    await form.advance();
    fillStep1(form);
    form.setField('date', '2026-11-21');
    await form.advance();
    expect(form.$state.get().errors).toEqual({ date: 'Choose today or a later date' });
  });
});
