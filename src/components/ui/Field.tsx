// A labelled control with its hint and message for React islands, wired as FormField.astro wires plain
// forms: the message is announced with the field (aria-describedby) and the field is marked invalid.
import type { ReactNode } from 'react';

/** What the control itself must carry. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldControlProps(id: string, error: string | undefined, hasHint: boolean): FieldControlProps {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hasHint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' '),
  };
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="field-error" id={`${id}-error`}>
        {error}
      </p>
    </>
  );
}

export default function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="mb-4">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children(fieldControlProps(id, error, hint !== undefined))}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
