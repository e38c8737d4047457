import type { Metadata } from "next";
import { FollowLink } from "@/components/alerts/opt-in-link";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { ContactRequest } from "@/components/contact/contact-request-form";
import { InfoList, InfoSection } from "@/components/detail/info-list";
import { DetailHeader } from "@/components/detail/detail-header";
import { JsonLd } from "@/components/detail/json-ld";
import { LinkButton } from "@/components/detail/link-button";
import { ConsentMap } from "@/components/map/consent-map";
import { MediaGallery } from "@/components/media/media-gallery";
import { LockedPanel } from "@/components/speakers/locked-panel";
import { RichText } from "@/components/ui/rich-text";
import { SpeakerAvailability } from "@/components/speakers/speaker-availability";
import { availableDays } from "@/lib/availability";
import { formatTableDate } from "@/lib/format";
import { speakerJsonLd } from "@/lib/jsonld";
import { einsatzgebietKm } from "@/lib/geo";
import { bandLabel } from "@/lib/labels";
import { speakerName } from "@/lib/names";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { getSpeakerForViewer } from "@/server/cms/speaker-views";
import { siteConfig } from "@/server/env";
import { pageTitle } from "@/lib/page-title";
import { plainText } from "@/server/sanitize";

const LABELS = FIELD_LABELS.Referent;

type Props = { params: Promise<{ id: string }> };

const idOf = async (params: Props["params"]) => Number((await params).id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = await idOf(params);
  // Metadata uses public fields only, whoever is looking.
  const speaker = (await listPublicSpeakers()).find((s) => s.id === id);
  if (!speaker) return { title: "Referent nicht gefunden" };
  const name = speakerName(speaker);
  const description = `${name}${speaker.Stadt ? ` aus ${speaker.Stadt}` : ""}: ${[...speaker.Zusatzqualifikation, ...speaker.Seminartyp].join(", ") || "Referent für Wundversorgung und Pflege"}`;
  return {
    title: pageTitle(name),
    description,
    alternates: { canonical: `/referenten/${speaker.id}` },
    openGraph: { title: name, description, type: "profile" },
  };
}

export default async function SpeakerPage({ params }: Props) {
  const id = await idOf(params);
  const { speaker, viewer } = Number.isSafeInteger(id)
    ? await getSpeakerForViewer(id)
    : { speaker: null, viewer: null };
  if (!speaker || !viewer) notFound();
  const name = speakerName(speaker);
  const hidden = speaker.private;
  const availability = availableDays(hidden?.Terminverfuegbarkeit ?? []);
  const radiusKm = einsatzgebietKm(speaker.Einsatzgebiet);
  const returnTo = `/referenten/${speaker.id}`;
  // 'Über …' only over something: a bio or a link (the locked panel, for those who may not see them).
  const aboutShown = hidden ? !!(plainText(hidden.Bio) || hidden.Homepage || hidden.ExternerLink) : true;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={speakerJsonLd(speaker, siteConfig().SITE_URL)} />
      <DetailHeader
        merken={{ kind: "Referent", documentId: speaker.documentId, path: returnTo }}
        crumbs={[{ href: "/referenten", label: "Referenten" }]}
        name={name}
        image={speaker.Bild}
        imageClassName="aspect-square w-full rounded-full object-cover md:rounded-lg"
        subtitle={
          <>
            <p className="mt-1 text-muted">{[speaker.PLZ, speaker.Stadt].filter(Boolean).join(" ")}</p>
          </>
        }
      >
        <InfoList
          rows={[
            { label: LABELS.Grundqualifikation, value: speaker.Grundqualifikation },
            { label: LABELS.Zusatzqualifikation, value: speaker.Zusatzqualifikation },
            { label: LABELS.Seminartyp, value: speaker.Seminartyp },
            { label: LABELS.Einsatzgebiet, value: bandLabel("Einsatzgebiet", speaker.Einsatzgebiet) },
          ]}
        />
        <div className="mt-4">
          <FollowLink kind="Referent" id={speaker.id} />
        </div>
      </DetailHeader>

      {hidden && !aboutShown ? null : (
        <section aria-labelledby="ueber" className="mt-8">
          <h2 id="ueber" className="mb-3 text-xl font-bold">
            Über {name}
          </h2>
          {hidden ? (
            <div className="space-y-4">
              <RichText html={hidden.Bio} />
              <div className="flex flex-wrap gap-3">
                {hidden.Homepage ? <LinkButton href={hidden.Homepage}>Zur Webseite</LinkButton> : null}
                {hidden.ExternerLink ? (
                  <LinkButton href={hidden.ExternerLink}>Weitere Informationen</LinkButton>
                ) : null}
              </div>
            </div>
          ) : (
            <LockedPanel signedIn={viewer.userId !== null} returnTo={returnTo} />
          )}
        </section>
      )}

      {hidden ? (
        <InfoSection
          id="alle-informationen"
          title="Alle Informationen auf einen Blick"
          rows={[
            {
              label: LABELS.Email,
              value: hidden.Email ? (
                <a href={`mailto:${hidden.Email}`} className="text-brand-700 underline">
                  {hidden.Email}
                </a>
              ) : null,
            },
            { label: "Kontakt", value: hidden.Kontakt },
            {
              label: LABELS.HonorarvorstellungProUnterrichtseinheit,
              value: bandLabel(
                "HonorarvorstellungProUnterrichtseinheit",
                hidden.HonorarvorstellungProUnterrichtseinheit,
              ),
            },
            {
              label: LABELS.HonorarvorstellungPauschaleHalberTag,
              value: bandLabel(
                "HonorarvorstellungPauschaleHalberTag",
                hidden.HonorarvorstellungPauschaleHalberTag,
              ),
            },
            {
              label: LABELS.HonorarvorstellungPauschaleGanzerTag,
              value: bandLabel(
                "HonorarvorstellungPauschaleGanzerTag",
                hidden.HonorarvorstellungPauschaleGanzerTag,
              ),
            },
            {
              label: LABELS.Terminverfuegbarkeit,
              value: availability.length > 0 ? <SpeakerAvailability days={availability} /> : null,
            },
            {
              label: LABELS.FortbildungsinhalteWundexperteICW,
              value: speaker.FortbildungsinhalteWundexperteICW,
            },
            {
              label: LABELS.FortbildungsinhalteFachtherapeutWundeICW,
              value: speaker.FortbildungsinhalteFachtherapeutWundeICW,
            },
            {
              label: LABELS.FortbildungsinhalteAerztlicherWundexperteICW,
              value: speaker.FortbildungsinhalteAerztlicherWundexperteICW,
            },
            {
              label: LABELS.FortbildungsinhaltePflegetherapeutWundeICW,
              value: speaker.FortbildungsinhaltePflegetherapeutWundeICW,
            },
            { label: LABELS.AndereFortbildungsinhalte, value: speaker.AndereFortbildungsinhalte },
          ]}
        />
      ) : (
        <section
          aria-labelledby="alle-informationen"
          className="mt-8 rounded-lg border border-gray-200 p-4 sm:p-6"
        >
          <h2 id="alle-informationen" className="mb-4 text-xl font-bold">
            Alle Informationen auf einen Blick
          </h2>
          <LockedPanel signedIn={viewer.userId !== null} returnTo={returnTo} />
        </section>
      )}

      <MediaGallery items={speaker.Medien} />

      {speaker.veranstaltungs.length > 0 ? (
        <section aria-labelledby="veranstaltungen" className="mt-8">
          <h2 id="veranstaltungen" className="text-xl font-bold">
            Veranstaltungen
          </h2>
          <ul className="mt-3 space-y-2">
            {speaker.veranstaltungs.map((v) => (
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

      {speaker.Einsatzort ? (
        <section aria-labelledby="einsatzgebiet" className="mt-8">
          <h2 id="einsatzgebiet" className="mb-3 text-xl font-bold">
            Einsatzgebiet
          </h2>
          <ConsentMap
            markers={[
              {
                id: String(speaker.id),
                lat: speaker.Einsatzort.lat,
                lon: speaker.Einsatzort.lon,
                label: name,
                href: returnTo,
              },
            ]}
            circle={
              radiusKm
                ? { lat: speaker.Einsatzort.lat, lon: speaker.Einsatzort.lon, radiusMeters: radiusKm * 1000 }
                : null
            }
          />
        </section>
      ) : null}

      <ContactRequest kind="Referent" id={speaker.id} />
    </article>
  );
}
