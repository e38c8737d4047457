import type { FilterCounts } from "@/lib/filters/fields";
import { Link } from "@/components/ui/link";
import { CourseContentGroups } from "@/components/search/course-content-groups";
import { CheckboxGroup, FilterForm, TextFilter } from "@/components/search/filter-fields";
import { optionsOf } from "@/lib/labels";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import { SPEAKER_FEE_FILTER_BANDS, SPEAKER_PARAMS, type SpeakerFilter } from "@/lib/filters/speakers";

export const SPEAKER_FILTER_SIGNIN_MESSAGE =
  "Um nach Referenten filtern zu können, melden Sie sich bitte an.";

/**
 * The speaker filters. Fee and availability filters read data only organiser subscribers may see:
 * for everyone else they are disabled (and the server ignores them).
 */
const LABELS = FIELD_LABELS.Referent;
const OPTIONS = FIELD_OPTIONS.Referent;

export function SpeakerFilterForm({
  filter,
  mayFilterPrivate,
  signedIn,
  counts,
}: {
  filter: SpeakerFilter;
  mayFilterPrivate: boolean;
  signedIn: boolean;
  counts?: FilterCounts;
}) {
  return (
    <FilterForm
      counts={counts}
      label="Referenten filtern"
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {!signedIn ? (
        <p className="rounded border border-amber-500 bg-amber-50 p-3 md:col-span-2 lg:col-span-3">
          {SPEAKER_FILTER_SIGNIN_MESSAGE}{" "}
          <Link href="/signin?callbackUrl=%2Freferenten" className="font-semibold text-brand-700 underline">
            Anmelden
          </Link>
        </p>
      ) : null}
      <TextFilter param={SPEAKER_PARAMS.q} label="Name" value={filter.q} type="search" />
      <div className="flex flex-col gap-1">
        <TextFilter
          param={SPEAKER_PARAMS.ort}
          label="Einsatzort (Ort oder PLZ)"
          value={filter.ort}
          delayMs={1000}
          placeholder="z. B. Köln oder 50667"
        />
      </div>
      <TextFilter
        param={SPEAKER_PARAMS.termin}
        label="Verfügbar am"
        value={filter.termin[0] ?? ""}
        type="date"
        delayMs={0}
        disabled={!mayFilterPrivate}
      />
      <CheckboxGroup
        param={SPEAKER_PARAMS.grund}
        legend={LABELS.Grundqualifikation}
        options={optionsOf(OPTIONS.Grundqualifikation)}
        selected={filter.grund}
      />
      <CheckboxGroup
        param={SPEAKER_PARAMS.zusatz}
        legend={LABELS.Zusatzqualifikation}
        options={optionsOf(OPTIONS.Zusatzqualifikation)}
        selected={filter.zusatz}
      />
      <CheckboxGroup
        param={SPEAKER_PARAMS.seminar}
        legend={LABELS.Seminartyp}
        options={optionsOf(OPTIONS.Seminartyp)}
        selected={filter.seminar}
      />
      <CheckboxGroup
        param={SPEAKER_PARAMS.honorarUe}
        legend={LABELS.HonorarvorstellungProUnterrichtseinheit}
        options={optionsOf(SPEAKER_FEE_FILTER_BANDS.honorarUe)}
        selected={filter.honorarUe}
        disabled={!mayFilterPrivate}
      />
      <CheckboxGroup
        param={SPEAKER_PARAMS.honorarHalb}
        legend={LABELS.HonorarvorstellungPauschaleHalberTag}
        options={optionsOf(SPEAKER_FEE_FILTER_BANDS.honorarHalb)}
        selected={filter.honorarHalb}
        disabled={!mayFilterPrivate}
      />
      <CheckboxGroup
        param={SPEAKER_PARAMS.honorarGanz}
        legend={LABELS.HonorarvorstellungPauschaleGanzerTag}
        options={optionsOf(SPEAKER_FEE_FILTER_BANDS.honorarGanz)}
        selected={filter.honorarGanz}
        disabled={!mayFilterPrivate}
      />
      <CourseContentGroups filter={filter} params={SPEAKER_PARAMS} />
    </FilterForm>
  );
}
