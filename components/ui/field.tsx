import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { forwardRef, useId } from "react";

/** The length count of a field with a limit, given the id the control's aria-describedby names. */
export type CounterSlot = (id: string) => ReactNode;

interface ShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  counter?: CounterSlot;
  /** The control, given the ids its aria-describedby names. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error of one field, the hint and error tied to the control. */
function FieldShell({ id, label, error, hint, counter, children }: ShellProps) {
  const errorId = `${id}-fehler`;
  const hintId = `${id}-hinweis`;
  const counterId = `${id}-zeichen`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, counter ? counterId : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {counter ? counter(counterId) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClass = (error: string | undefined, extra?: string) =>
  `rounded border px-3 py-2 ${error ? "border-red-700" : "border-gray-500"} ${extra ?? ""}`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown under the control: the length count of a field with a limit (maxLength). */
  counter?: CounterSlot;
}

/** A labelled input whose error is tied to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, counter, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} counter={counter}>
      {(describedBy) => (
        <input
          ref={ref}
          type="text"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error, className)}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

/** The e-mail address field every account and alert form asks for (label, type, autofill). */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, "label" | "type">>(
  function EmailField(props, ref) {
    return <Field ref={ref} label="Email" type="email" autoComplete="email" {...props} />;
  },
);

/** A labelled text area whose error is tied to it for screen readers. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; counter?: CounterSlot }
>(function TextAreaField({ label, error, counter, id, rows = 3, ...rest }, ref) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldShell id={areaId} label={label} error={error} counter={counter}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={areaId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  /** The label; may hold links (e.g. to /datenschutz). */
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and its error tied to it (consent and privacy boxes). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, error, ...rest },
  ref,
) {
  const errorId = `${id}-fehler`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
