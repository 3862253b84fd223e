// Module pages and completion (rules 7, 24, 27, 28). Opening a module the learner may read records the first
// opening on the server (the clock of rule 24 starts there). Completing it checks, in one transaction: it
// is the learner's current module (not locked, not done, in their journey), the reflection answer has at
// least 100 characters, a quarter of its minutes has passed since the opening; then it stores the answer,
// pays 100 XP once (key module:<id>), records its CPD minutes and, if that completed the journey, issues
// the certificate.
import { currentModule, type JourneyModule, type ModuleState } from '#/domain/journey-modules.ts';
import { completableFrom, moduleAnswerProblem, moduleTimeProblem } from '#/domain/module-completion.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError } from '../../store/port.ts';
import { awardXpInTransaction, type AwardOutcome, type EngineOptions } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { issueCertificateIfComplete } from './certificates.ts';
import { recordCpd } from './cpd-records.ts';
import { learnerPlan } from './learner-plan.ts';
import { fieldRefusal, requireLearner } from './learner-row.ts';
import { moduleById } from './module-catalogue.ts';
import { progressRowId } from './row-keys.ts';
import { farmingLimitsIn, readFarmingLimits } from '../site-settings.ts';
import { tallyEvent } from '../summaries/index.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

/** Where a module stands for one learner: its state in their journey, or outside it. */
export type ModuleAccess = ModuleState | 'outside';

export interface ModuleView {
  readonly module: JourneyModule;
  readonly access: ModuleAccess;
  /** Its position in the learner's journey (1-based) and the journey's length; null outside it. */
  readonly position: { readonly index: number; readonly of: number } | null;
  readonly openedAt: string | null;
  readonly completedAt: string | null;
  readonly answer: string | null;
  /** When "Complete module" will be accepted (a quarter of its minutes after opening). */
  readonly completableFrom: string | null;
  /** The module to go to next: the next one in the journey (or the current one when this is locked). */
  readonly next: JourneyModule | null;
  readonly previous: JourneyModule | null;
}

/** The module for a learner, recording its first opening when they may read it; null for an unknown id. */
export async function openModule({ store }: Pick<Backend, 'store'>, userId: string, moduleId: string, now = new Date()): Promise<ModuleView | null> {
  const module = moduleById(moduleId);
  if (!module) return null;
  const user = await requireLearner(store, userId);
  const plan = await learnerPlan(store, user);
  const state = plan.states.get(module.id);
  const access: ModuleAccess = state ?? (plan.done.has(module.id) ? 'done' : 'outside');
  let progress: RowOf<'module_progress'> | null = await store.getRow('module_progress', progressRowId(userId, module.id));
  if (!progress && (access === 'current' || access === 'done')) {
    try {
      progress = await store.createRow('module_progress', progressRowId(userId, module.id), { userId, moduleId: module.id, openedAt: now.toISOString() });
    } catch (error) {
      // Opened in two tabs at once: the first opening stands.
      if (!isStoreError(error, 'conflict')) throw error;
      progress = await store.getRow('module_progress', progressRowId(userId, module.id));
    }
  }
  const index = plan.sequence.indexOf(module.id);
  const neighbour = (offset: number) => moduleById(plan.sequence[index + offset] ?? '') ?? null;
  const current = currentModule(plan.sequence, plan.done);
  return {
    module,
    access,
    position: index >= 0 ? { index: index + 1, of: plan.sequence.length } : null,
    openedAt: progress?.openedAt ?? null,
    completedAt: progress?.completedAt ?? null,
    answer: progress?.answer ?? null,
    completableFrom: progress ? completableFrom(new Date(progress.openedAt), module.minutes, (await readFarmingLimits(store)).moduleTimeShare).toISOString() : null,
    next: access === 'locked' ? moduleById(current ?? '') : index >= 0 ? neighbour(1) : null,
    previous: index > 0 ? neighbour(-1) : null,
  };
}

export interface ModuleCompletion {
  readonly award: AwardOutcome;
  /** The journey's certificate when this module completed it. */
  readonly certificateId: string | null;
  /** The next module of the journey, if any. */
  readonly next: string | null;
}

/** Completes the learner's current module with their reflection answer (see the module comment). */
export async function completeModule(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  moduleId: string,
  answer: string,
  now = new Date(),
  options: EngineOptions = {},
): Promise<ModuleCompletion> {
  const module = moduleById(moduleId);
  if (!module) throw new ServiceError('not-found', m.noSuchModule);
  return store.transaction(async (tx) => {
    const user = await requireLearner(tx, userId);
    const plan = await learnerPlan(tx, user);
    const state = plan.states.get(module.id);
    if (plan.done.has(module.id)) throw new ServiceError('invalid-argument', m.moduleAlreadyDone);
    if (plan.journey === null) throw new ServiceError('invalid-argument', m.chooseJourneyForModules);
    if (state === undefined) throw new ServiceError('invalid-argument', m.moduleOutside);
    if (state === 'locked') {
      const current = moduleById(currentModule(plan.sequence, plan.done) ?? '');
      throw new ServiceError('invalid-argument', m.moduleLocked({ module: current?.title ?? 'the module before it' }));
    }
    // The limits of rule 24 are site settings (today's values by default), read in this transaction.
    const limits = await farmingLimitsIn(tx);
    const answerProblem = moduleAnswerProblem(answer, limits.moduleAnswerMin);
    if (answerProblem) throw fieldRefusal('answer', answerProblem);
    const progressId = progressRowId(userId, module.id);
    const progress = await tx.getRow('module_progress', progressId);
    const timeProblem = moduleTimeProblem(progress ? new Date(progress.openedAt) : null, module.minutes, now, limits.moduleTimeShare);
    if (timeProblem || !progress) throw new ServiceError('invalid-argument', timeProblem ?? m.openModuleFirst);

    await tx.updateRow('module_progress', progressId, { completedAt: now.toISOString(), answer: answer.trim(), journey: plan.journey });
    // The admin dashboard's module completions per week, in the completion's own transaction.
    await tallyEvent(tx, { kind: 'module-completed', at: now }, userId);
    const award = await awardXpInTransaction(tx, { userId, activity: 'module', sourceId: module.id }, { ...options, now });
    await recordCpd(
      tx,
      { userId, activity: 'module', sourceId: module.id, title: module.title, minutes: module.minutes, xp: award.entry.xp, journey: plan.journey, timezone: user.timezone },
      now,
    );
    const certificate = await issueCertificateIfComplete(tx, userId, plan.journey, now, options);
    const index = plan.sequence.indexOf(module.id);
    return { award, certificateId: certificate?.$id ?? null, next: plan.sequence[index + 1] ?? null };
  });
}
