"use client";

// The frame every listing form shares: the ranking hint, the restored-draft notice, the save
// failure alert, the Published and Fokusiere switches, locked premium fields and the save button.
// A form calls useListingEditor (react-hook-form via useActionForm, local draft, unsaved-changes
// guard, the specification's save messages) and renders its fields inside <ListingFormShell>.
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { Lock } from "lucide-react";
import type {
  DefaultValues,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormReturn,
} from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { DraftRestoredNotice } from "@/components/editor/draft-notice";
import { ErrorSummary } from "@/components/editor/error-summary";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { mayUseField, planKindFor, unlockingTier, type PlanKind } from "@/lib/entitlements";
import { bindLimited, type LimitedBinding } from "@/components/editor/bind-limited";
import { controlField, type ControlledField } from "@/components/editor/control-field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { useFormDraft, useUnsavedChangesGuard } from "@/lib/forms/use-form-draft";
import type { MainListingKind } from "@wundportal/rules";
import { LISTING_SAVE_MESSAGES } from "@/lib/messages";
import { PostForm } from "@/components/ui/post-form";

export const RANKING_HINT =
  "Tipp: Füllen Sie möglichst alle Felder aus. Vollständige Inserate werden in der Suche besser gefunden.";
export const MY_LISTINGS_PATH = "/admin/meine-inserate";

/** What the user's plan opens in the editor (serialisable, computed on the server). */
export interface EditorPlan {
  kind: PlanKind;
  tier: string;
  /** Premium fields of the listing's kind this plan unlocks (entitlements table). */
  unlocks: readonly string[];
  /** All premium fields of the listing's kind (the others are open to every plan). */
  premiumFields: readonly string[];
}

const PlanContext = createContext<{ plan: EditorPlan; kind: MainListingKind } | null>(null);

/** Whether the plan lets the user fill `field` of the form's listing kind. */
export function useFieldUnlocked(field: string): boolean {
  const context = useContext(PlanContext);
  if (!context) return true;
  return mayUseField(context.plan, context.kind, field);
}

export interface ListingEditorOptions<TValues extends FieldValues> {
  kind: MainListingKind;
  schema: z.ZodType<TValues, FieldValues>;
  defaultValues: DefaultValues<TValues>;
  /** saveReferent, saveVersorgungspartner, … (server/actions/listings.ts). */
  action: (values: TValues) => Promise<ActionResult<{ id: number }>>;
  /** localStorage key of the draft: `${userId}:${kind}:${id ?? "neu"}`. */
  draftKey: string;
}

export interface ListingEditor<TValues extends FieldValues> {
  kind: MainListingKind;
  form: UseFormReturn<TValues>;
  /**
   * A field's registration and error message, for `<Field {...bind("Name")} />`; a text field with
   * a limit also gets maxLength and its length count.
   */
  bind: (name: Path<TValues>, options?: RegisterOptions<TValues, Path<TValues>>) => LimitedBinding<TValues>;
  /**
   * A widget bound to a field, for the fields `bind` cannot take (checkbox and date lists, pickers):
   * `control("Themengebiete", (field) => <CheckboxGroup {...field} … />)`.
   */
  control: <N extends Path<TValues>>(
    name: N,
    render: (field: ControlledField<PathValue<TValues, N>>) => ReactElement,
  ) => ReactElement;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  /** The message of a refused save (shown with the specification's long alert), null when none. */
  failure: { detail: string | null } | null;
  dismissFailure: () => void;
  draft: { restored: boolean; discard: () => void };
}

export function useListingEditor<TValues extends FieldValues>({
  kind,
  schema,
  defaultValues,
  action,
  draftKey,
}: ListingEditorOptions<TValues>): ListingEditor<TValues> {
  const router = useRouter();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const clearDraft = useRef<() => void>(() => undefined);

  const onSuccess = useCallback(() => {
    setSaved(true);
    clearDraft.current();
    router.push(MY_LISTINGS_PATH);
  }, [router]);

  const onFailure = useCallback((result: ActionResult<{ id: number }>) => {
    // No answer or a server failure is an exception; a refusal is an answer carrying an error.
    if (!result.status || result.status >= 500) {
      setFailure(null);
      toast.error(LISTING_SAVE_MESSAGES.exception);
      return;
    }
    const detail = result.message && result.message !== LISTING_SAVE_MESSAGES.failed ? result.message : null;
    setFailure({ detail });
  }, []);

  const wrapped = useCallback(
    (values: TValues) => {
      setFailure(null);
      return action(values);
    },
    [action],
  );

  const { form, submit, busy } = useActionForm<TValues, { id: number }>({
    schema,
    defaultValues,
    action: wrapped,
    successMessage: LISTING_SAVE_MESSAGES.saved,
    onSuccess,
    onFailure,
  });
  const draft = useFormDraft(form, draftKey);
  useEffect(() => {
    clearDraft.current = draft.clear;
  }, [draft.clear]);
  useUnsavedChangesGuard(form.formState.isDirty && !saved);

  return {
    kind,
    form,
    bind: (name, options) => bindLimited(form, kind, name, options),
    control: (name, render) => controlField(form.control, name, render),
    submit,
    busy,
    failure,
    dismissFailure: () => setFailure(null),
    draft: { restored: draft.restored, discard: draft.discard },
  };
}

/** A labelled on/off switch bound to a boolean form field. */
export function SwitchField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-1 h-5 w-5 accent-brand-700"
        aria-describedby={hint ? `${id}-hinweis` : undefined}
        {...form.register(name)}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hinweis`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A premium field: shown as usual when the plan unlocks it, else disabled with the plan tier that
 * unlocks it and a link to the plans page. Pass a function to hand `locked` to custom widgets.
 */
export function LockedField({
  field,
  children,
}: {
  field: string;
  children: ReactNode | ((locked: boolean) => ReactNode);
}) {
  const context = useContext(PlanContext);
  const unlocked = useFieldUnlocked(field);
  const noteId = useId();
  const content = typeof children === "function" ? children(!unlocked) : children;
  if (unlocked || !context) return <>{content}</>;
  const planKind = planKindFor(context.kind);
  const tier = unlockingTier(planKind, field);
  return (
    <div className="rounded border border-dashed border-gray-500 bg-gray-50 p-3">
      <p id={noteId} className="mb-2 text-sm">
        <Lock aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-2px]" />
        Verfügbar ab dem Abonnement „{planKind}: {tier ?? "Premium"}“.{" "}
        <Link href="/admin/plans" className="underline">
          Abonnements ansehen
        </Link>
      </p>
      <fieldset disabled aria-describedby={noteId} className="opacity-80">
        {content}
      </fieldset>
    </div>
  );
}

export interface ListingFormShellProps<TValues extends FieldValues> {
  editor: ListingEditor<TValues>;
  plan: EditorPlan;
  /** The page's heading, e.g. 'Referent bearbeiten'. */
  title: string;
  children: ReactNode;
}

export function ListingFormShell<TValues extends FieldValues>({
  editor,
  plan,
  title,
  children,
}: ListingFormShellProps<TValues>) {
  const { form, submit, busy, failure, dismissFailure, draft, kind } = editor;
  // Every listing schema has Published and Fokusiere (lib/schemas/listings.ts).
  const base = form as unknown as UseFormReturn<{ Published: boolean; Fokusiere: boolean }>;
  const mayFocus = mayUseField(plan, kind, "Fokusiere");
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <PlanContext.Provider value={{ plan, kind }}>
      <PostForm
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        className="flex flex-col gap-6"
      >
        <h1 id={headingId} className="text-2xl font-bold">
          {title}
        </h1>
        <ErrorSummary form={form} formRef={formRef} />
        <p className="rounded border border-brand-700 bg-brand-50 px-4 py-3">{RANKING_HINT}</p>
        {draft.restored ? <DraftRestoredNotice onDiscard={draft.discard} /> : null}
        {children}
        <section
          aria-label="Sichtbarkeit"
          className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4 sm:p-6"
        >
          <SwitchField
            form={base}
            name="Published"
            label="Veröffentlicht"
            hint="Nur veröffentlichte Inserate sind öffentlich zu sehen."
          />
          {mayFocus ? (
            <SwitchField
              form={base}
              name="Fokusiere"
              label="Fokusiere"
              hint="Hebt das Inserat in den Listen hervor."
            />
          ) : null}
        </section>
        {failure ? (
          <Alert onClose={dismissFailure}>
            <p>{LISTING_SAVE_MESSAGES.failed}</p>
            {failure.detail ? <p className="mt-2 font-semibold">{failure.detail}</p> : null}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Speichert..." : "Speichern"}
          </Button>
        </div>
      </PostForm>
    </PlanContext.Provider>
  );
}
