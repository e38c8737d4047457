import type { FilterCounts } from "@/lib/filters/fields";
import { BooleanFilter, CheckboxGroup, FilterForm, TextFilter } from "@/components/search/filter-fields";
import { optionsOf } from "@/lib/labels";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import { CARE_PARTNER_PARAMS, type CarePartnerFilter } from "@/lib/filters/care-partners";

const LABELS = FIELD_LABELS.Versorgungspartner;
const OPTIONS = FIELD_OPTIONS.Versorgungspartner;

export function CarePartnerFilterForm({
  filter,
  counts,
}: {
  filter: CarePartnerFilter;
  counts?: FilterCounts;
}) {
  return (
    <FilterForm
      counts={counts}
      label="Versorgungspartner filtern"
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      <TextFilter param={CARE_PARTNER_PARAMS.q} label="Name oder Stadt" value={filter.q} type="search" />
      <div className="flex flex-col gap-1">
        <TextFilter
          param={CARE_PARTNER_PARAMS.ort}
          label="Ort oder PLZ"
          value={filter.ort}
          delayMs={1000}
          placeholder="z. B. Leipzig oder 04109"
        />
      </div>
      <TextFilter
        param={CARE_PARTNER_PARAMS.umkreis}
        label="Umkreis in km"
        value={String(filter.umkreis)}
        type="number"
        delayMs={600}
      />
      <BooleanFilter
        param={CARE_PARTNER_PARAMS.barrierefrei}
        label={LABELS.Barrierefreiheit}
        value={filter.barrierefrei}
      />
      <TextFilter
        param={CARE_PARTNER_PARAMS.betten}
        label="Bettenanzahl höchstens"
        value={filter.betten === null ? "" : String(filter.betten)}
        type="number"
        delayMs={600}
      />
      <CheckboxGroup
        param={CARE_PARTNER_PARAMS.bundesland}
        legend={LABELS.Bundesland}
        options={optionsOf(OPTIONS.Bundesland)}
        selected={filter.bundesland}
      />
      <CheckboxGroup
        param={CARE_PARTNER_PARAMS.kategorie}
        legend={LABELS.Kategorie}
        options={optionsOf(OPTIONS.Kategorie)}
        selected={filter.kategorie}
      />
      <CheckboxGroup
        param={CARE_PARTNER_PARAMS.aufgaben}
        legend={LABELS.Aufgabengebiete}
        options={optionsOf(OPTIONS.Aufgabengebiete)}
        selected={filter.aufgaben}
      />
      <CheckboxGroup
        param={CARE_PARTNER_PARAMS.spezial}
        legend={LABELS.Spezialbehandlungen}
        options={optionsOf(OPTIONS.Spezialbehandlungen)}
        selected={filter.spezial}
      />
    </FilterForm>
  );
}
