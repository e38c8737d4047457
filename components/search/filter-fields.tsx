"use client";

import { createContext, use, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { FilterCounts } from "@/lib/filters/fields";
import type { Option } from "@/lib/labels";
import { useUrlState } from "./use-url-state";

// Filter inputs that write straight into the URL query (the filter state). No inline validation
// messages are shown on filters; the server drops values it cannot use.
//
// These are the only client parts of a filter form: the forms themselves are server components, so
// the field tables (zod schemas) and the taxonomy they read never reach the browser. For the same
// reason options arrive labelled ({ value, label }, optionsOf in lib/labels on the server).

/** The results each option would give, by URL parameter (FilterFields.select), for the checkbox groups. */
const CountsContext = createContext<FilterCounts | null>(null);

/**
 * A list's filter form: every input writes to the URL, so there is nothing to submit. With `counts`,
 * each checkbox and select option shows how many results it would give.
 */
export function FilterForm({
  label,
  className,
  counts = null,
  children,
}: {
  label: string;
  className: string;
  counts?: FilterCounts | null;
  children: ReactNode;
}) {
  return (
    <form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()} className={className}>
      <CountsContext value={counts}>{children}</CountsContext>
    </form>
  );
}

/** Local state that follows `value` whenever the URL changes it (reset, back button). */
function useSynced<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    setState(value);
  }
  return [state, setState];
}

function useOptimisticList(
  values: readonly string[],
): [readonly string[], (next: readonly string[]) => void] {
  const key = values.join("\u0000");
  const [state, setState] = useState(values);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setState(values);
  }
  return [state, setState];
}

/** A list longer than this shows its first `FIRST_OPTIONS` (and the chosen ones), "alle anzeigen" and a field that narrows it. */
const LONG_LIST = 8;
const FIRST_OPTIONS = 6;

/** The options a long list shows: those matching the typed words, else the first and the chosen ones (or all). */
function shownOptions(options: readonly Option[], chosen: readonly string[], needle: string, all: boolean) {
  const words = needle.trim().toLocaleLowerCase("de");
  if (words) return options.filter((option) => option.label.toLocaleLowerCase("de").includes(words));
  if (all || options.length <= LONG_LIST) return options;
  return options.filter((option, index) => index < FIRST_OPTIONS || chosen.includes(option.value));
}

/**
 * Any-of list as a group of checkboxes. With counts, an option that would give nothing is muted and
 * says so to screen readers ("keine Treffer"); it stays usable, so a chosen one can be cleared.
 */
export function CheckboxGroup({
  param,
  legend,
  options,
  selected,
  disabled,
}: {
  param: string;
  legend: string;
  options: readonly Option[];
  selected: readonly string[];
  disabled?: boolean;
}) {
  const { update } = useUrlState();
  const id = useId();
  // Shown at once; the URL (and with it the server's results) follows.
  const [chosen, setChosen] = useOptimisticList(selected);
  const [needle, setNeedle] = useState("");
  const [all, setAll] = useState(false);
  // A disabled group filters data the visitor may not see: no counts for it either.
  const counts = disabled ? undefined : use(CountsContext)?.[param];
  const long = options.length > LONG_LIST;
  const shown = shownOptions(options, chosen, needle, all);
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {long ? (
        <input
          type="search"
          aria-label={`${legend} durchsuchen`}
          aria-controls={`${id}-liste`}
          placeholder="Liste durchsuchen"
          value={needle}
          onChange={(event) => setNeedle(event.target.value)}
          className="mb-2 w-full rounded border border-gray-500 px-2 py-1 text-sm"
        />
      ) : null}
      <ul id={`${id}-liste`} className="max-h-48 space-y-1 overflow-auto pr-2">
        {shown.map((option) => {
          const checked = chosen.includes(option.value);
          const count = counts?.[option.value] ?? 0;
          const none = counts !== undefined && count === 0;
          const inputId = `${id}-${options.indexOf(option)}`;
          return (
            <li key={option.value}>
              <label
                htmlFor={inputId}
                className={`flex items-start gap-2 text-sm${none && !checked ? " text-gray-500" : ""}`}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-0.5"
                  checked={checked}
                  onChange={() => {
                    const next = checked
                      ? chosen.filter((v) => v !== option.value)
                      : [...chosen, option.value];
                    setChosen(next);
                    update({ [param]: next });
                  }}
                />
                <span>
                  {option.label}
                  {none ? <span className="sr-only">, keine Treffer</span> : null}
                  {/* One text node: the count is rendered for every option of every list page. */}
                  {counts ? <span className={none ? undefined : "text-muted"}>{` (${count})`}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="text-sm text-muted">Keine passende Auswahl</li> : null}
      </ul>
      {long && !needle.trim() ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={`${id}-liste`}
          onClick={() => setAll((open) => !open)}
          className="mt-1 text-sm font-semibold text-brand-700 underline"
        >
          {all ? "weniger anzeigen" : `alle anzeigen (${options.length})`}
        </button>
      ) : null}
    </fieldset>
  );
}

/** One value out of a list, or 'Alle'; `clears` names dependent parameters reset on change (a cascade). */
export function SelectFilter({
  param,
  label,
  options,
  value,
  disabled,
  clears = [],
}: {
  param: string;
  label: string;
  options: readonly Option[];
  value: string | null;
  disabled?: boolean;
  clears?: readonly string[];
}) {
  const { update } = useUrlState();
  const id = useId();
  const [shown, setShown] = useSynced(value ?? "");
  // The results each choice would give, as beside the checkboxes: 'Wundauflage (12)'.
  const counts = disabled ? undefined : use(CountsContext)?.[param];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        disabled={disabled}
        value={shown}
        onChange={(event) => {
          setShown(event.target.value);
          update({
            ...Object.fromEntries(clears.map((c) => [c, null])),
            [param]: event.target.value || null,
          });
        }}
        className="rounded border border-gray-500 bg-white px-2 py-1.5 disabled:bg-gray-100"
      >
        <option value="">Alle</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {counts ? `${option.label} (${counts[option.value] ?? 0})` : option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A yes/no filter; 'Nein' is a set filter too. */
export function BooleanFilter({
  param,
  label,
  value,
  yes = "Ja",
  no = "Nein",
}: {
  param: string;
  label: string;
  value: boolean | null;
  yes?: string;
  no?: string;
}) {
  return (
    <SelectFilter
      param={param}
      label={label}
      value={value === null ? null : value ? "ja" : "nein"}
      options={[
        { value: "ja", label: yes },
        { value: "nein", label: no },
      ]}
    />
  );
}

/** Text written to the URL after `delayMs` without typing (1 s for the place field). */
export function TextFilter({
  param,
  label,
  value,
  delayMs = 500,
  type = "text",
  placeholder,
  disabled,
  range,
}: {
  param: string;
  label: string;
  value: string;
  delayMs?: number;
  type?: "text" | "search" | "number" | "date";
  placeholder?: string;
  disabled?: boolean;
  /** Whole numbers from min to max only; anything else shows the message and stays out of the URL. */
  range?: { min: number; max: number };
}) {
  const { update } = useUrlState();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const outOfRange = range !== undefined && text.trim() !== "" && !inRange(text, range);

  // A change from outside (reset, back button) replaces what is in the field.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current || outOfRange) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      update({ [param]: text.trim() || null });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs, param, update, outOfRange]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type={type}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        min={range?.min}
        max={range?.max}
        step={range ? 1 : undefined}
        aria-invalid={outOfRange || undefined}
        aria-describedby={outOfRange ? `${id}-fehler` : undefined}
        className="rounded border border-gray-500 px-2 py-1.5 disabled:bg-gray-100 aria-[invalid=true]:border-red-700"
      />
      {outOfRange ? (
        <p id={`${id}-fehler`} className="text-sm text-red-700">
          Bitte eine ganze Zahl von {range.min} bis {range.max} eingeben.
        </p>
      ) : null}
    </div>
  );
}

function inRange(text: string, { min, max }: { min: number; max: number }): boolean {
  const number = Number(text.trim());
  return Number.isInteger(number) && number >= min && number <= max;
}
