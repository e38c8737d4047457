import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { ContactRequest } from "@/components/contact/contact-request-form";
import { InfoSection } from "@/components/detail/info-list";
import { DetailHeader } from "@/components/detail/detail-header";
import { JsonLd } from "@/components/detail/json-ld";
import { LinkButton } from "@/components/detail/link-button";
import { RelatedListings } from "@/components/detail/related-listings";
import { ConsentMap } from "@/components/map/consent-map";
import { MediaGallery } from "@/components/media/media-gallery";
import { FollowLink, ReminderLink } from "@/components/alerts/opt-in-link";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { RichText } from "@/components/ui/rich-text";
import { eventPeriod, eventPlace, startsLater } from "@/lib/events-format";
import { countLabel } from "@/lib/format";
import { eventJsonLd } from "@/lib/jsonld";
import { bandLabel } from "@/lib/labels";
import { getEvent } from "@/server/cms/events";
import { siteConfig } from "@/server/env";
import { plainText } from "@/server/sanitize";
import { pageTitle } from "@/lib/page-title";

const LABELS = FIELD_LABELS.Veranstaltung;

type Props = { params: Promise<{ id: string }> };

async function load(params: Props["params"]) {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) ? getEvent(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await load(params);
  if (!event) return { title: "Veranstaltung nicht gefunden" };
  const description = event.description ?? plainText(event.Beschreibung);
  return {
    title: pageTitle(event.Veranstaltungsname),
    description: `${eventPeriod(event)} · ${eventPlace(event)}. ${description}`.slice(0, 200),
    alternates: { canonical: `/veranstaltungen/${event.id}` },
    openGraph: {
      title: event.Veranstaltungsname,
      description,
      type: "article",
      images: event.Bild ? [event.Bild.url] : [],
    },
  };
}

export default async function EventPage({ params }: Props) {
  const event = await load(params);
  if (!event) notFound();
  const fee = bandLabel("Teilnehmergebuehr", event.Teilnehmergebuehr);
  // An editor's empty paragraph is no description: the section and its heading are left out.
  const descriptionHtml = plainText(event.Beschreibung)
    ? event.Beschreibung
    : event.description?.trim()
      ? `<p>${event.description}</p>`
      : null;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={eventJsonLd(event, siteConfig().SITE_URL)} />
      <DetailHeader
        merken={{ kind: "Veranstaltung", documentId: event.documentId, path: `/veranstaltungen/${event.id}` }}
        crumbs={[{ href: "/veranstaltungen", label: "Veranstaltungen" }]}
        name={event.Veranstaltungsname}
        image={event.Bild}
        imageClassName="w-full rounded-lg object-cover"
        wideImage
        subtitle={
          <>
            <p className="mt-2 text-lg">{eventPeriod(event)}</p>
            <p className="text-muted">{eventPlace(event)}</p>
          </>
        }
      >
        {event.Veranstaltername ? <p>Veranstalter: {event.Veranstaltername}</p> : null}
        {event.Fortbildungspunkte.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Fortbildungspunkte">
            {event.Fortbildungspunkte.map((p) => (
              <li
                key={p.Vergabestelle}
                className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800"
              >
                {p.Vergabestelle}: {countLabel(p.Punkte, "Punkt", "Punkte")}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          {event.Anmeldelink ? (
            <LinkButton href={event.Anmeldelink} primary>
              Zur Anmeldung
            </LinkButton>
          ) : null}
          {event.isonlineveranstaltung && event.ExternerLinkOnlineVeranstaltung ? (
            <LinkButton href={event.ExternerLinkOnlineVeranstaltung}>Zur Online-Veranstaltung</LinkButton>
          ) : null}
          {event.Homepage ? <LinkButton href={event.Homepage}>Zur Webseite</LinkButton> : null}
          {event.ExternerLink ? (
            <LinkButton href={event.ExternerLink}>Weitere Informationen</LinkButton>
          ) : null}
          <a
            href={`/veranstaltungen/${event.id}/kalender.ics`}
            className="inline-block rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            download
          >
            In Kalender übernehmen (.ics)
          </a>
          {startsLater(event) ? <ReminderLink eventId={event.id} /> : null}
          <FollowLink kind="Veranstaltung" id={event.id} label="Veranstalter folgen" />
        </div>
      </DetailHeader>

      {/* Below the picture and the name: hydrated after them. */}
      <HydrateLater>
        {descriptionHtml ? (
          <section aria-labelledby="beschreibung" className="mt-8">
            <h2 id="beschreibung" className="text-xl font-bold">
              Beschreibung
            </h2>
            <RichText html={descriptionHtml} className="mt-3" />
          </section>
        ) : null}

        <MediaGallery items={event.Medien} />

        <RelatedListings
          id="referenten"
          title="Referenten"
          items={event.referents.map((r) => ({
            id: r.id,
            label: r.label,
            href: `/referenten/${r.id}`,
            image: r.Bild,
          }))}
          external={event.ExterneReferenten}
          imageClassName="avatar"
        />
        <RelatedListings
          id="hersteller"
          title="Hersteller"
          items={event.herstellers.map((h) => ({
            id: h.id,
            label: h.label,
            href: `/hersteller/${h.id}`,
            image: h.Logo,
          }))}
          external={event.ExterneHersteller}
          imageClassName="rounded object-contain"
        />

        <InfoSection
          id="alle-informationen"
          title="Alle Informationen auf einen Blick"
          rows={[
            { label: "Termin", value: eventPeriod(event) },
            { label: "Ort", value: eventPlace(event) },
            { label: LABELS.Veranstaltername, value: event.Veranstaltername ?? event.Veranstalter },
            { label: LABELS.Ansprechpartner, value: event.Ansprechpartner },
            { label: LABELS.AnbieterNummer, value: event.AnbieterNummer },
            { label: LABELS.Teilnehmergebuehr, value: fee },
            {
              label: LABELS.ErwarteteTeilnehmerzahl,
              value: bandLabel("ErwarteteTeilnehmerzahl", event.ErwarteteTeilnehmerzahl),
            },
            {
              label: LABELS.Fortbildungspunkte,
              value: event.Fortbildungspunkte.map((p) => `${p.Vergabestelle}: ${p.Punkte}`),
            },
            { label: LABELS.Themengebiete, value: event.Themengebiete },
            { label: LABELS.AndereThemegebiete, value: event.AndereThemegebiete },
            {
              label: LABELS.FortbildungsinhalteWundexperteICW,
              value: event.FortbildungsinhalteWundexperteICW,
            },
            {
              label: LABELS.FortbildungsinhalteFachtherapeutWundeICW,
              value: event.FortbildungsinhalteFachtherapeutWundeICW,
            },
            {
              label: LABELS.FortbildungsinhalteAerztlicherWundexperteICW,
              value: event.FortbildungsinhalteAerztlicherWundexperteICW,
            },
            {
              label: LABELS.FortbildungsinhaltePflegetherapeutWundeICW,
              value: event.FortbildungsinhaltePflegetherapeutWundeICW,
            },
          ]}
        />

        {event.Veranstaltungsort ? (
          <section aria-labelledby="karte" className="mt-8">
            <h2 id="karte" className="mb-3 text-xl font-bold">
              Veranstaltungsort
            </h2>
            <ConsentMap
              markers={[
                {
                  id: String(event.id),
                  lat: event.Veranstaltungsort.lat,
                  lon: event.Veranstaltungsort.lon,
                  label: event.Veranstaltungsname,
                  href: `/veranstaltungen/${event.id}`,
                },
              ]}
            />
          </section>
        ) : null}

        <ContactRequest kind="Veranstaltung" id={event.id} />
      </HydrateLater>
    </article>
  );
}
