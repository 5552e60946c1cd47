import type { ReactNode } from 'react';

/** A labelled field with its error message, without the weight of a form library. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`sfp-field${error ? ' sfp-field-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div id={`${id}-error`} className="sfp-field-help" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
