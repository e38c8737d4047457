import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InfoSection } from "@/components/detail/info-list";
import { DetailHeader } from "@/components/detail/detail-header";
import { JsonLd } from "@/components/detail/json-ld";
import { LinkButton } from "@/components/detail/link-button";
import { MediaGallery } from "@/components/media/media-gallery";
import { PdfLink } from "@/components/media/pdf-link";
import { RichText } from "@/components/ui/rich-text";
import { productJsonLd } from "@/lib/jsonld";
import { bandLabel, valueLabel } from "@/lib/labels";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { getProduct } from "@/server/cms/manufacturers";
import { siteConfig } from "@/server/env";
import { plainText } from "@/server/sanitize";
import { pageTitle } from "@/lib/page-title";

const LABELS = FIELD_LABELS.Produkt;

type Props = { params: Promise<{ id: string }> };

async function load(params: Props["params"]) {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) ? getProduct(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load(params);
  if (!product) return { title: "Produkt nicht gefunden" };
  const description =
    plainText(product.Produktbeschreibung) ||
    `${product.Produktname} von ${product.Hersteller ?? "unbekannt"}`;
  return {
    title: pageTitle(product.Produktname),
    description,
    alternates: { canonical: `/produkt/${product.id}` },
    openGraph: { title: product.Produktname, description },
  };
}

export default async function ProductPage({ params }: Props) {
  const product = await load(params);
  if (!product) notFound();
  const sheet = product.Datenblaetter.find((m) => m.kind === "pdf");
  const yesNo = (value: boolean | null) => (value === null ? null : value ? "Ja" : "Nein");
  const gallery = product.Produktbild ? [product.Produktbild, ...product.Medien] : product.Medien;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={productJsonLd(product, siteConfig().SITE_URL, plainText(product.Produktbeschreibung))} />
      <DetailHeader
        merken={{ kind: "Produkt", documentId: product.documentId, path: `/produkt/${product.id}` }}
        crumbs={[
          { href: "/hersteller", label: "Hersteller/Produkte" },
          ...(product.HerstellerId
            ? [{ href: `/hersteller/${product.HerstellerId}`, label: product.Hersteller ?? "Hersteller" }]
            : []),
        ]}
        name={product.Produktname}
        image={product.Produktbild}
        imageClassName="w-full rounded-lg object-contain"
        wideImage
        subtitle={
          <>
            {product.Hersteller ? <p className="mt-1 text-muted">{product.Hersteller}</p> : null}
            {product.PZN ? <p className="mt-1">PZN {product.PZN}</p> : null}
          </>
        }
      >
        <div className="flex flex-wrap gap-3">
          {sheet ? <PdfLink url={sheet.url} name={sheet.name} /> : null}
          {product.Homepage ? (
            <LinkButton href={product.Homepage} primary>
              Zur Produktseite
            </LinkButton>
          ) : null}
          {product.ExternerLink ? (
            <LinkButton href={product.ExternerLink}>Weitere Informationen</LinkButton>
          ) : null}
        </div>
        <RichText html={product.Produktbeschreibung} className="mt-4" />
      </DetailHeader>

      <MediaGallery items={gallery} title="Medien" />

      <InfoSection
        id="alle-informationen"
        title="Alle Informationen auf einen Blick"
        rows={[
          { label: LABELS.Hauptkategorie, value: product.Hauptkategorie },
          { label: LABELS.Unterkategorie, value: product.Unterkategorie },
          { label: LABELS.Unterpunkt1, value: valueLabel(product.Unterpunkt1) },
          { label: LABELS.Unterpunkt2, value: valueLabel(product.Unterpunkt2) },
          { label: LABELS.Indikationen, value: product.Indikationen },
          { label: LABELS.Kontraindikationen, value: product.Kontraindikationen },
          { label: LABELS.Anwendungshinweise, value: product.Anwendungshinweise },
          {
            label: LABELS.VerordnungsfaehigkeitOderRezeptierbarkeit,
            value: yesNo(product.VerordnungsfaehigkeitOderRezeptierbarkeit),
          },
          { label: LABELS.Risikoklassifizierung, value: product.Risikoklassifizierung },
          { label: LABELS.Wirkstoffhaltig, value: product.Wirkstoffhaltig },
          { label: LABELS.Haftrand, value: product.Haftrand },
          { label: LABELS.Kombination, value: product.Kombination },
          { label: LABELS.Exsudation, value: product.Exsudation },
          { label: LABELS.IndikationOderErkrankung, value: product.IndikationOderErkrankung },
          { label: LABELS.Produktmerkmale, value: product.Produktmerkmale },
          { label: LABELS.Darreichungsform, value: product.Darreichungsform },
          { label: LABELS.Geschmacksrichtung, value: product.Geschmacksrichtung },
          { label: LABELS.Energiegehalt, value: bandLabel("Energiegehalt", product.Energiegehalt) },
          { label: LABELS.Verabreichungsart, value: product.Verabreichungsart },
          { label: LABELS.Nahrungsbehaeltnis, value: product.Nahrungsbehaeltnis },
          { label: LABELS.Ernaehrungspumpe, value: product.Ernaehrungspumpe },
        ]}
      />

      {product.Produktgroesse.length > 0 ? (
        <section aria-labelledby="groessen" className="mt-8">
          <h2 id="groessen" className="text-xl font-bold">
            Produktgrößen zur Auswahl
          </h2>
          <table className="mt-3 w-full max-w-xl border-collapse text-left">
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2">
                  Größe
                </th>
                <th scope="col" className="py-2">
                  PZN
                </th>
              </tr>
            </thead>
            <tbody>
              {product.Produktgroesse.map((size, index) => (
                <tr key={`${size.PZN ?? ""}-${index}`} className="border-b border-gray-200">
                  <td className="py-2">
                    {size.GenaueGroesse ??
                      [bandLabel("Groessenband", size.Laenge), bandLabel("Groessenband", size.Breite)]
                        .filter(Boolean)
                        .join(" × ")}
                  </td>
                  <td className="py-2">{size.PZN ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </article>
  );
}
