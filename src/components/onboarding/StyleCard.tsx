// A leadership style as the quiz's result shows it: name, tagline, strengths, what to watch and the
// description. Plain text only (the content is ours, but it is still rendered as text, never as HTML).
import type { Locale } from '#/i18n/locales.ts';
import type { StyleView } from '#/stores/personality-quiz.ts';
import { onboardingMessages } from './onboarding.messages.ts';

interface Props {
  style: StyleView;
  /** The heading level that fits where the card sits. */
  headingLevel?: 2 | 3;
  headingId?: string;
  locale: Locale;
}

export default function StyleCard({ style, headingLevel = 3, headingId, locale }: Props) {
  const t = onboardingMessages(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-lg border border-brand-600 bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-700">{t.yourStyle}</p>
      <Heading id={headingId} tabIndex={-1} className="text-xl font-bold text-ink">
        {style.name}
      </Heading>
      <p className="mt-1 font-medium">{style.tagline}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="font-semibold">{t.strengths}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {style.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold">{t.watchOut}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {style.watchOuts.map((watchOut) => (
              <li key={watchOut}>{watchOut}</li>
            ))}
          </ul>
        </div>
      </div>
      {style.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-sm">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
