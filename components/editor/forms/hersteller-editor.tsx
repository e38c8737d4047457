// The Hersteller editor's server part: the products of the listing being edited join the form's
// values (products are their own collection, related to their Hersteller).
import type { EditorFormProps } from "@/components/editor/editor-page";
import { requireUser } from "@/server/auth/session";
import { listOwnProducts, productFormValues } from "@/server/cms/own-products";
import { HerstellerForm } from "./hersteller-form";

export async function HerstellerEditor(props: EditorFormProps<"Hersteller">) {
  const auth = await requireUser(`/admin/inserieren/Hersteller${props.id ? `/${props.id}` : ""}`);
  const listingId = props.editing ? props.defaultValues.id : null;
  const products = listingId ? (await listOwnProducts(listingId, auth)).map(productFormValues) : [];
  return <HerstellerForm {...props} defaultValues={{ ...props.defaultValues, Produkt: products }} />;
}
