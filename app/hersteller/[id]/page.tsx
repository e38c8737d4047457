import type { Metadata } from "next";
import { FollowLink } from "@/components/alerts/opt-in-link";
import { MerkenButton } from "@/components/merkliste/merken-button";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ContactRequest } from "@/components/contact/contact-request-form";
import { DetailHeader } from "@/components/detail/detail-header";
import { JsonLd } from "@/components/detail/json-ld";
import { LinkButton } from "@/components/detail/link-button";
import { MediaGallery } from "@/components/media/media-gallery";
import { ListingImage } from "@/components/ui/listing-image";
import { RichText } from "@/components/ui/rich-text";
import { countLabel, formatTableDate, joinParts } from "@/lib/format";
import { manufacturerJsonLd } from "@/lib/jsonld";
import { valueLabel } from "@/lib/labels";
import { getManufacturer } from "@/server/cms/manufacturers";
import { siteConfig } from "@/server/env";
import { plainText } from "@/server/sanitize";
import { pageTitle } from "@/lib/page-title";

type Props = { params: Promise<{ id: string }> };

async function load(params: Props["params"]) {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) ? getManufacturer(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const maker = await load(params);
  if (!maker) return { title: "Hersteller nicht gefunden" };
  const description =
    plainText(maker.Beschreibung) ||
    `${maker.Herstellername}: ${countLabel(maker.Produkt.length, "Produkt", "Produkte")}`;
  return {
    title: pageTitle(maker.Herstellername),
    description,
    alternates: { canonical: `/hersteller/${maker.id}` },
    openGraph: { title: maker.Herstellername, description },
  };
}

export default async function ManufacturerPage({ params }: Props) {
  const maker = await load(params);
  if (!maker) notFound();
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={manufacturerJsonLd(maker, siteConfig().SITE_URL, plainText(maker.Beschreibung))} />
      <DetailHeader
        merken={{ kind: "Hersteller", documentId: maker.documentId, path: `/hersteller/${maker.id}` }}
        crumbs={[{ href: "/hersteller", label: "Hersteller/Produkte" }]}
        name={maker.Herstellername}
        image={maker.Logo}
        imageClassName="w-full rounded-lg object-contain"
        subtitle={
          <>
            {maker.Addresse ? <p className="mt-1 whitespace-pre-line text-muted">{maker.Addresse}</p> : null}
          </>
        }
      >
        <RichText html={maker.Beschreibung} />
        {maker.Homepage ? (
          <div className="mt-4">
            <LinkButton href={maker.Homepage} primary>
              Zur Webseite
            </LinkButton>
          </div>
        ) : null}
        <div className="mt-4">
          <FollowLink kind="Hersteller" id={maker.id} />
        </div>
      </DetailHeader>
      <MediaGallery items={maker.Medien} title="Galerie" />
      <section aria-labelledby="produkte" className="mt-8">
        <h2 id="produkte" className="text-xl font-bold">
          Produkte
        </h2>
        {maker.Produkt.length === 0 ? (
          <p className="mt-3">Keine Daten verfügbar</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {maker.Produkt.map((product) => (
              <li key={product.id}>
                <Link
                  href={`/produkt/${product.id}`}
                  className="block rounded border border-gray-200 p-3 hover:bg-brand-50"
                >
                  <ListingImage
                    media={product.Produktbild}
                    alt=""
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                    className="h-32 w-full rounded object-contain"
                  />
                  <span className="mt-2 block font-semibold text-brand-700">{product.Produktname}</span>
                  <span className="block text-sm text-muted">
                    {joinParts(product.Unterkategorie, valueLabel(product.Unterpunkt1))}
                  </span>
                </Link>
                <div className="mt-2">
                  <MerkenButton
                    kind="Produkt"
                    documentId={product.documentId}
                    name={product.Produktname}
                    returnTo={`/hersteller/${maker.id}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {maker.veranstaltungs.length > 0 ? (
        <section aria-labelledby="teilnahmen" className="mt-8">
          <h2 id="teilnahmen" className="text-xl font-bold">
            Teilnahme an Veranstaltungen
          </h2>
          <ul className="mt-3 space-y-2">
            {maker.veranstaltungs.map((v) => (
              <li key={v.id}>
                <Link href={`/veranstaltungen/${v.id}`} className="text-brand-700 underline">
                  {v.label}
                </Link>
                {v.Startzeit ? <span className="text-muted"> · {formatTableDate(v.Startzeit)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ContactRequest kind="Hersteller" id={maker.id} />
    </article>
  );
}
