// The listing editor's route for /admin/inserieren/{type}[/{id}]: the signed-in user, their plan (a
// kind outside it, or a new listing beyond its limit, shows a notice), the listing to edit (only the
// user's own; an unknown id opens an empty form that saves as a create) with a Hersteller's
// products, then the kind's form (components/editor/forms, client components only). With
// `?vorlage=<id>` the new listing starts as a copy of the user's listing with that id
// (server/cms/listing-copy.ts).
import { Link } from "@/components/ui/link";
import { notFound, redirect } from "next/navigation";
import type { ComponentType } from "react";
import type { EditorPlan } from "@/components/editor/listing-form-shell";
import { HerstellerForm } from "@/components/editor/forms/hersteller-form";
import { ReferentForm } from "@/components/editor/forms/referent-form";
import type { EditorFormProps, EditorValuesByKind } from "@/components/editor/forms/types";
import { VeranstaltungForm } from "@/components/editor/forms/veranstaltung-form";
import { VersorgungspartnerForm } from "@/components/editor/forms/versorgungspartner-form";
import { entitlementsOf, limitFor, planKindFor, premiumFields } from "@/lib/entitlements";
import type { MainListingKind } from "@wundportal/rules";
import { editorChoiceOf, editorPath, furtherDatesPath, routeId } from "@/lib/listing-kinds";
import { EMPTY_VALUES } from "@/lib/schemas/listings";
import { requireUser } from "@/server/auth/session";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";
import { formValuesOf, productFormValues } from "@/server/cms/listing-mapping";
import { copyOfListing } from "@/server/cms/listing-copy";
import { COPY_MESSAGES } from "@/lib/messages";
import { findOwnListing, newestOwnListingId, ownListingIds } from "@/server/cms/own-listings";
import { listOwnProducts } from "@/server/cms/own-products";
import { getCurrentSubscription } from "@/server/cms/subscriptions";

/** The form per kind. */
const FORMS: { [K in MainListingKind]: ComponentType<EditorFormProps<K>> } = {
  Referent: ReferentForm,
  Versorgungspartner: VersorgungspartnerForm,
  Veranstaltung: VeranstaltungForm,
  Hersteller: HerstellerForm,
};

const NO_PLAN_NOTICE = (kind: string) =>
  `Für Inserate der Art „${kind}“ brauchen Sie ein laufendes Abonnement „${kind}“.`;

/** Shown instead of an empty form when the plan allows no further listing of this kind. */
function LimitNotice({ kind, ownId }: { kind: MainListingKind; ownId: number | undefined }) {
  // A Referent has one profile whatever the plan: the way on is editing it, not another plan.
  const referent = kind === "Referent";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{kind} inserieren</h1>
      <div role="status" className="mt-6 rounded border border-brand-700 bg-brand-50 px-4 py-4">
        <p>{CMS_ERROR_MESSAGES[referent ? "referent.limitReached" : "listing.limitReached"]}</p>
        <ul className="mt-3 flex flex-col gap-2">
          {referent && ownId !== undefined ? (
            <li>
              <Link href={editorPath("Referent", ownId)} className="font-semibold underline">
                Mein Referentenprofil bearbeiten
              </Link>
            </li>
          ) : null}
          <li>
            <Link href="/admin/meine-inserate" className="font-semibold underline">
              Zu „Meine Inserate“
            </Link>
          </li>
          {referent ? null : (
            <li>
              <Link href="/admin/plans" className="font-semibold underline">
                Zu den Abonnements (mehr Inserate mit einem größeren Abonnement)
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/** The name a copied listing is known by in the notice above the form. */
function nameOfValues(values: Record<string, unknown>): string {
  const text = (field: string) => (typeof values[field] === "string" ? (values[field] as string) : "");
  return (
    text("Veranstaltungsname") ||
    text("Herstellername") ||
    [text("Vorname"), text("Name")].filter(Boolean).join(" ") ||
    "(ohne Namen)"
  );
}

export async function EditorRoute({
  type,
  id: idSegment,
  template: templateSegment,
}: {
  type: string;
  id?: string;
  template?: string;
}) {
  const returnTo = `/admin/inserieren/${type}${idSegment ? `/${idSegment}` : templateSegment ? `?vorlage=${templateSegment}` : ""}`;
  const auth = await requireUser(returnTo);
  const choice = editorChoiceOf(type);
  if (!choice) notFound();
  // Products are edited inside the user's Hersteller listing (its product list).
  if (choice === "Produkt") {
    redirect(editorPath("Hersteller", await newestOwnListingId("Hersteller", auth)));
  }
  const kind: MainListingKind = choice;
  const id = routeId(idSegment);

  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  const planKind = planKindFor(kind);
  if (!entitlements || entitlements.kind !== planKind) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold">{kind} inserieren</h1>
        <div role="status" className="mt-6 rounded border border-brand-700 bg-brand-50 px-4 py-4">
          <p>{NO_PLAN_NOTICE(planKind)}</p>
          <p className="mt-3">
            <Link href="/admin/plans" className="font-semibold underline">
              Zu den Abonnements
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const existing = id ? await findOwnListing(kind, id, auth) : null;
  // A copy's original: only one of the user's own listings (another's id opens an empty form).
  const templateId = id ? null : routeId(templateSegment);
  const original = templateId ? await findOwnListing(kind, templateId, auth) : null;
  const limit = limitFor(entitlements, kind);
  if (!existing && limit !== null) {
    // A new listing beyond the plan's limit would only be refused on save (the CMS counts the same
    // listings against the same limitFor): say so before the user fills in the form. The CMS still
    // enforces the limit.
    const own = await ownListingIds(kind, auth);
    if (own.length >= limit) return <LimitNotice kind={kind} ownId={own[0]} />;
  }
  const Form = FORMS[kind] as ComponentType<EditorFormProps<MainListingKind>>;
  const copy = original ? copyOfListing(kind, original, entitlements) : null;
  const values = existing ? formValuesOf(kind, existing) : (copy?.values ?? { ...EMPTY_VALUES[kind], id });
  // A Hersteller's products are a collection of their own, edited in the same form.
  const defaultValues = (
    kind === "Hersteller"
      ? {
          ...values,
          Produkt: existing ? (await listOwnProducts(existing.id, auth)).map(productFormValues) : [],
        }
      : values
  ) as EditorValuesByKind[MainListingKind];
  const plan: EditorPlan = {
    kind: entitlements.kind,
    tier: entitlements.tier,
    unlocks: entitlements.unlocks,
    premiumFields: premiumFields(kind),
  };
  const draftFor = existing ? existing.id : original ? `kopie-${original.id}` : "neu";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {copy ? (
        <div role="status" className="mb-6 rounded border border-brand-700 bg-brand-50 px-4 py-3">
          <p>{COPY_MESSAGES.copyNotice(nameOfValues(copy.values as unknown as Record<string, unknown>))}</p>
          {kind === "Hersteller" ? <p className="mt-2">{COPY_MESSAGES.manufacturerProducts}</p> : null}
          {copy.droppedFiles.length ? <p className="mt-2">{COPY_MESSAGES.droppedFiles}</p> : null}
        </div>
      ) : null}
      {existing && kind === "Veranstaltung" ? (
        <p className="mb-6">
          <Link href={furtherDatesPath(existing.id)} className="font-semibold underline">
            Weitere Termine anlegen
          </Link>{" "}
          – dieselbe Veranstaltung an weiteren Tagen, in einem Schritt.
        </p>
      ) : null}
      <Form
        id={id}
        defaultValues={defaultValues}
        plan={plan}
        draftKey={`${auth.user.id}:${kind}:${draftFor}`}
        editing={existing !== null}
      />
    </div>
  );
}
