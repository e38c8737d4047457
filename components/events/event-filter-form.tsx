import type { FilterCounts } from "@/lib/filters/fields";
import { CourseContentGroups } from "@/components/search/course-content-groups";
import { BooleanFilter, CheckboxGroup, FilterForm, TextFilter } from "@/components/search/filter-fields";
import { optionsOf } from "@/lib/labels";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import {
  EVENT_FEE_FILTER_BANDS,
  EVENT_PARAMS,
  MAX_POINTS,
  MIN_POINTS,
  pointsParam,
  type EventFilter,
} from "@/lib/filters/events";
import { VERGABESTELLEN } from "@/lib/taxonomy";

/** Every event filter of the specification; each change goes into the URL. */
const LABELS = FIELD_LABELS.Veranstaltung;
const OPTIONS = FIELD_OPTIONS.Veranstaltung;

export function EventFilterForm({ filter, counts }: { filter: EventFilter; counts?: FilterCounts }) {
  return (
    <FilterForm
      counts={counts}
      label="Veranstaltungen filtern"
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      <TextFilter
        param={EVENT_PARAMS.q}
        label="Name der Veranstaltung oder des Veranstalters"
        value={filter.q}
        type="search"
      />
      <TextFilter
        param={EVENT_PARAMS.von}
        label="Von (Datum)"
        value={filter.von ?? ""}
        type="date"
        delayMs={0}
      />
      <TextFilter
        param={EVENT_PARAMS.bis}
        label="Bis (Datum)"
        value={filter.bis ?? ""}
        type="date"
        delayMs={0}
      />
      <div className="flex flex-col gap-1">
        <TextFilter
          param={EVENT_PARAMS.ort}
          label="Ort oder PLZ"
          value={filter.ort}
          delayMs={1000}
          placeholder="z. B. Hamburg oder 20095"
        />
      </div>
      <TextFilter
        param={EVENT_PARAMS.umkreis}
        label="Umkreis in km"
        value={String(filter.umkreis)}
        type="number"
        delayMs={600}
      />
      <BooleanFilter
        param={EVENT_PARAMS.online}
        label={LABELS.isonlineveranstaltung}
        value={filter.online}
        yes="Nur online"
        no="Nur vor Ort"
      />
      <fieldset className="md:col-span-2 lg:col-span-3">
        <legend className="mb-2 text-sm font-semibold">Fortbildungspunkte (mindestens, 0 bis 10)</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {VERGABESTELLEN.map((stelle) => (
            <TextFilter
              key={stelle}
              param={pointsParam(stelle)}
              label={stelle}
              value={filter.punkte[stelle] === undefined ? "" : String(filter.punkte[stelle])}
              type="number"
              delayMs={600}
              range={{ min: MIN_POINTS, max: MAX_POINTS }}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxGroup
        param={EVENT_PARAMS.gebuehr}
        legend={LABELS.Teilnehmergebuehr}
        options={optionsOf(EVENT_FEE_FILTER_BANDS)}
        selected={filter.gebuehr}
      />
      <CheckboxGroup
        param={EVENT_PARAMS.teilnehmer}
        legend={LABELS.ErwarteteTeilnehmerzahl}
        options={optionsOf(OPTIONS.ErwarteteTeilnehmerzahl)}
        selected={filter.teilnehmer}
      />
      <CheckboxGroup
        param={EVENT_PARAMS.thema}
        legend={LABELS.Themengebiete}
        options={optionsOf(OPTIONS.Themengebiete)}
        selected={filter.thema}
      />
      <CourseContentGroups filter={filter} params={EVENT_PARAMS} />
    </FilterForm>
  );
}
