// The "how often" choice of a saved search (daily or weekly), in the save dialog and on the manage
// page: one radio group with its legend and, when given, its error tied to the radios.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from "@/lib/alerts/lists";

export function FrequencyRadios({
  legend,
  error,
  radio,
}: {
  legend: ReactNode;
  error?: string;
  /** The input's own attributes per choice: a form library's registration, or name and defaultChecked. */
  radio: (frequency: Frequency) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex items-center gap-2">
            <input type="radio" value={frequency} className="h-4 w-4" {...radio(frequency)} />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
