"use client";

// After a save the form refused (in the browser or on the server), a summary at the top of the
// form lists every error as a link to its field, opens collapsed sections (product rows) that hold
// one and takes the focus, so no error hides in a closed section or far down the page.
import { useEffect, useRef, useState } from "react";
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";

// Worded as in the design notes (the GOV.UK/NHS error summary).
export const ERROR_SUMMARY_TITLE = "Bitte prüfen Sie Ihre Eingaben";

interface Entry {
  name: string;
  message: string;
}

/** Every error message of react-hook-form's error tree with its field path ("Produkt.0.PZN"). */
export function errorEntries(errors: FieldErrors, path = ""): Entry[] {
  const entries: Entry[] = [];
  const node = errors as Record<string, unknown>;
  if (path && typeof node.message === "string" && node.message)
    entries.push({ name: path, message: node.message });
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the DOM element, `types`/`type`/`message` belong to this node itself.
    if (["ref", "type", "types", "message"].includes(key) || !child || typeof child !== "object") continue;
    entries.push(
      ...errorEntries(child as FieldErrors, key === "root" ? path : path ? `${path}.${key}` : key),
    );
  }
  return entries;
}

function fieldElement(form: HTMLFormElement, name: string): HTMLElement | null {
  // Widgets without a name attribute (rich text, uploads) are focused through react-hook-form.
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
}

function labelOf(form: HTMLFormElement, name: string): string {
  const element = fieldElement(form, name);
  const own =
    (element && "labels" in element && (element as HTMLInputElement).labels?.[0]?.textContent) ||
    element?.getAttribute("aria-label") ||
    name.split(".").pop() ||
    name;
  const group = element?.closest("fieldset[aria-label]")?.getAttribute("aria-label");
  return group ? `${group}: ${own}` : own;
}

/** Opens every closed <details> around the element (the toggle event keeps the form's state in step). */
function reveal(element: HTMLElement) {
  for (
    let details = element.closest("details");
    details;
    details = details.parentElement?.closest("details") ?? null
  ) {
    if (!details.open) details.open = true;
  }
}

export function ErrorSummary<TValues extends FieldValues>({
  form,
  formRef,
}: {
  form: UseFormReturn<TValues>;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const { errors, submitCount, isSubmitting } = form.formState;
  const entries = submitCount > 0 && !isSubmitting ? errorEntries(errors) : [];
  const [labels, setLabels] = useState<Record<string, string>>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const count = entries.length;
  const key = entries.map((entry) => entry.name).join("|");

  // Labels come from the rendered fields (the form's own <label>s), read once they are on the page.
  useEffect(() => {
    const element = formRef.current;
    if (!element || !key) return;
    const names = key.split("|");
    setLabels(Object.fromEntries(names.map((name) => [name, labelOf(element, name)])));
  }, [key, formRef]);

  // After each refused save: open the sections holding an error and move the focus to the summary.
  useEffect(() => {
    const element = formRef.current;
    if (isSubmitting || submitCount === 0 || !element || count === 0) return;
    element.querySelectorAll<HTMLElement>('[aria-invalid="true"]').forEach(reveal);
    // react-hook-form focuses the first invalid field once more in a timeout; the summary comes after.
    const timer = setTimeout(() => summaryRef.current?.focus());
    return () => clearTimeout(timer);
  }, [submitCount, isSubmitting, count, formRef]);

  if (count === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="fehlerliste-titel"
      className="rounded border-2 border-red-700 bg-red-50 px-4 py-3 text-red-800 outline-none focus:ring-2 focus:ring-red-700"
    >
      <h2 id="fehlerliste-titel" className="font-semibold">
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {entries.map((entry) => (
          <li key={entry.name}>
            <a
              href={`#${entry.name}`}
              className="underline"
              onClick={(event) => {
                event.preventDefault();
                const element = formRef.current && fieldElement(formRef.current, entry.name);
                if (element) {
                  reveal(element);
                  element.focus();
                } else {
                  form.setFocus(entry.name as never);
                }
              }}
            >
              {labels[entry.name] ?? entry.name.split(".").pop()}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
