// The personality quiz (rule 29; the personality type dialog of rule 37): our own short quiz of 8 to 12
// questions (content/personality-types/quiz.yaml), each answer leaning towards one of four leadership styles
// (content/personality-types/<style>.md). The style a learner gets is the one their answers chose most often;
// on a tie, the tied style they chose last wins (later questions are about harder situations, so they tell
// more). The score is worked out on the server from the answers: a browser cannot pick its style.

export const LEADERSHIP_STYLES = ['visionary', 'coach', 'connector', 'architect'] as const;
export type LeadershipStyle = (typeof LEADERSHIP_STYLES)[number];

export const QUIZ_MIN_QUESTIONS = 8;
export const QUIZ_MAX_QUESTIONS = 12;

export interface QuizOption {
  readonly id: string;
  readonly text: string;
  readonly style: LeadershipStyle;
}

export interface QuizQuestion {
  readonly id: string;
  readonly prompt: string;
  readonly options: readonly QuizOption[];
}

/** Question id → option id. */
export type QuizAnswers = Readonly<Record<string, string>>;

export interface StyleProfile {
  readonly id: LeadershipStyle;
  readonly name: string;
  /** One line under the name. */
  readonly tagline: string;
  readonly strengths: readonly string[];
  readonly watchOuts: readonly string[];
  /** Plain-text paragraphs. */
  readonly description: string;
}

export function isLeadershipStyle(value: unknown): value is LeadershipStyle {
  return typeof value === 'string' && (LEADERSHIP_STYLES as readonly string[]).includes(value);
}

export const QUIZ_MESSAGES = {
  unanswered: 'Choose one answer.',
  unknownOption: 'Choose one of the answers shown.',
} as const;

/** What is wrong with a quiz as written (for the content check), or an empty list. */
export function quizDefinitionProblems(questions: readonly QuizQuestion[]): string[] {
  const problems: string[] = [];
  if (questions.length < QUIZ_MIN_QUESTIONS || questions.length > QUIZ_MAX_QUESTIONS) {
    problems.push(`the quiz has ${questions.length} questions; it needs ${QUIZ_MIN_QUESTIONS} to ${QUIZ_MAX_QUESTIONS}`);
  }
  const ids = new Set<string>();
  for (const question of questions) {
    if (ids.has(question.id)) problems.push(`question id "${question.id}" is used twice`);
    ids.add(question.id);
    const styles = new Set(question.options.map((option) => option.style));
    // Every question offers every style once, so no style is favoured by how the quiz is written.
    if (question.options.length !== LEADERSHIP_STYLES.length || styles.size !== LEADERSHIP_STYLES.length) {
      problems.push(`question "${question.id}" must offer one answer for each of the ${LEADERSHIP_STYLES.length} styles`);
    }
    const optionIds = new Set(question.options.map((option) => option.id));
    if (optionIds.size !== question.options.length) problems.push(`question "${question.id}" repeats an answer id`);
  }
  return problems;
}

/** Unanswered or unknown answers, by question id (shown next to each question). */
export function quizAnswerProblems(questions: readonly QuizQuestion[], answers: QuizAnswers): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined || answer === '') problems[question.id] = QUIZ_MESSAGES.unanswered;
    else if (!question.options.some((option) => option.id === answer)) problems[question.id] = QUIZ_MESSAGES.unknownOption;
  }
  return problems;
}

/** Only the answers that name a real option of a real question (a draft may hold a partial quiz). */
export function knownAnswers(questions: readonly QuizQuestion[], answers: QuizAnswers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer !== undefined && question.options.some((option) => option.id === answer)) kept[question.id] = answer;
  }
  return kept;
}

export interface QuizResult {
  readonly style: LeadershipStyle;
  readonly tally: Readonly<Record<LeadershipStyle, number>>;
}

/** The style of a complete set of answers; throws if any is missing (check quizAnswerProblems first). */
export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizResult {
  const tally: Record<LeadershipStyle, number> = { visionary: 0, coach: 0, connector: 0, architect: 0 };
  const lastChosen: Record<LeadershipStyle, number> = { visionary: -1, coach: -1, connector: -1, architect: -1 };
  questions.forEach((question, position) => {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    if (!option) throw new Error(`question "${question.id}" has no valid answer`);
    tally[option.style] += 1;
    lastChosen[option.style] = position;
  });
  const style = [...LEADERSHIP_STYLES].sort((a, b) => tally[b] - tally[a] || lastChosen[b] - lastChosen[a])[0] ?? 'visionary';
  return { style, tally };
}

// Answers are stored compactly in a draft ("q1=a;q2=c"): ids are lower-case words, so neither `=` nor `;` occurs.
export const ANSWER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,19}$/;

export function encodeAnswers(answers: QuizAnswers): string {
  return Object.entries(answers)
    .filter(([question, option]) => ANSWER_ID_PATTERN.test(question) && ANSWER_ID_PATTERN.test(option))
    .map(([question, option]) => `${question}=${option}`)
    .join(';');
}

export function decodeAnswers(text: string | null | undefined): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const pair of (text ?? '').split(';')) {
    const [question, option] = pair.split('=');
    if (question && option && ANSWER_ID_PATTERN.test(question) && ANSWER_ID_PATTERN.test(option)) answers[question] = option;
  }
  return answers;
}
