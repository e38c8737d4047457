import type { Metadata } from "next";
import { FollowLink } from "@/components/alerts/opt-in-link";
import { notFound } from "next/navigation";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { ContactRequest } from "@/components/contact/contact-request-form";
import { InfoSection } from "@/components/detail/info-list";
import { DetailHeader } from "@/components/detail/detail-header";
import { JsonLd } from "@/components/detail/json-ld";
import { LinkButton } from "@/components/detail/link-button";
import { ConsentMap } from "@/components/map/consent-map";
import { MediaGallery } from "@/components/media/media-gallery";
import { placeWithRegion } from "@/lib/format";
import { carePartnerJsonLd } from "@/lib/jsonld";
import { categoryHasField } from "@/lib/taxonomy";
import type { CarePartner } from "@/lib/types";
import { getCarePartner } from "@/server/cms/care-partners";
import { siteConfig } from "@/server/env";
import { pageTitle } from "@/lib/page-title";

const LABELS = FIELD_LABELS.Versorgungspartner;

type Props = { params: Promise<{ id: string }> };

/** '20095 Hamburg', '80331 München, Bayern': the Bundesland only where the city does not name it. */
const placeOf = (partner: CarePartner) =>
  placeWithRegion(`${partner.PLZ} ${partner.Stadt}`, partner.Bundesland);

async function load(params: Props["params"]) {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) ? getCarePartner(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const partner = await load(params);
  if (!partner) return { title: "Versorgungspartner nicht gefunden" };
  const description = `${partner.Kategorie} in ${placeOf(partner)}${partner.Aufgabengebiete.length ? `: ${partner.Aufgabengebiete.join(", ")}` : ""}`;
  return {
    title: pageTitle(partner.Name),
    description,
    alternates: { canonical: `/versorgungspartner/${partner.id}` },
    openGraph: { title: partner.Name, description },
  };
}

export default async function CarePartnerPage({ params }: Props) {
  const partner = await load(params);
  if (!partner) notFound();
  const has = (field: Parameters<typeof categoryHasField>[1]) => categoryHasField(partner.Kategorie, field);
  const yesNo = (value: boolean | null) => (value === null ? null : value ? "Ja" : "Nein");

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={carePartnerJsonLd(partner, siteConfig().SITE_URL)} />
      <DetailHeader
        merken={{
          kind: "Versorgungspartner",
          documentId: partner.documentId,
          path: `/versorgungspartner/${partner.id}`,
        }}
        crumbs={[{ href: "/versorgungspartner", label: "Versorgungspartner" }]}
        name={partner.Name}
        image={partner.Logo}
        imageClassName="w-full rounded-lg object-contain"
        subtitle={
          <>
            <p className="mt-1 text-lg">{partner.Kategorie}</p>
            <p className="text-muted">{placeOf(partner)}</p>
          </>
        }
      >
        {partner.Homepage ? (
          <LinkButton href={partner.Homepage} primary>
            Zur Webseite
          </LinkButton>
        ) : null}
        <div className="mt-4">
          <FollowLink kind="Versorgungspartner" id={partner.id} />
        </div>
      </DetailHeader>
      <InfoSection
        id="info"
        title="Alle Informationen auf einen Blick"
        rows={[
          { label: LABELS.Kategorie, value: partner.Kategorie },
          { label: LABELS.Aufgabengebiete, value: partner.Aufgabengebiete },
          { label: LABELS.Fachgebiete, value: has("Fachgebiete") ? partner.Fachgebiete : null },
          {
            label: LABELS.Barrierefreiheit,
            value: has("Barrierefreiheit") ? yesNo(partner.Barrierefreiheit) : null,
          },
          { label: LABELS.Ausstattung, value: has("Ausstattung") ? partner.Ausstattung : null },
          {
            label: LABELS.Bettenanzahl,
            value: has("Bettenanzahl") && partner.Bettenanzahl !== null ? String(partner.Bettenanzahl) : null,
          },
          {
            label: LABELS.BehandelteKrankheiten,
            value: has("BehandelteKrankheiten") ? partner.BehandelteKrankheiten : null,
          },
          {
            label: LABELS.Behandlungsmoeglichkeiten,
            value: has("Behandlungsmoeglichkeiten") ? partner.Behandlungsmoeglichkeiten : null,
          },
          { label: LABELS.Spezialisierung, value: has("Spezialisierung") ? partner.Spezialisierung : null },
          {
            label: LABELS.Spezialbehandlungen,
            value: has("Spezialbehandlungen") ? partner.Spezialbehandlungen : null,
          },
        ]}
      />
      <MediaGallery items={partner.Medien} />
      {partner.Standort ? (
        <section aria-labelledby="karte" className="mt-8">
          <h2 id="karte" className="mb-3 text-xl font-bold">
            Standort
          </h2>
          <ConsentMap
            markers={[
              {
                id: String(partner.id),
                lat: partner.Standort.lat,
                lon: partner.Standort.lon,
                label: partner.Name,
                href: `/versorgungspartner/${partner.id}`,
              },
            ]}
          />
        </section>
      ) : null}

      <ContactRequest kind="Versorgungspartner" id={partner.id} />
    </article>
  );
}
