import type { FilterCounts } from "@/lib/filters/fields";
import {
  BooleanFilter,
  CheckboxGroup,
  FilterForm,
  SelectFilter,
  TextFilter,
} from "@/components/search/filter-fields";
import { optionsOf } from "@/lib/labels";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import {
  PRODUCT_PARAMS,
  productCascadeOptions,
  visibleProductFilterFields,
  type ProductFilter,
} from "@/lib/filters/products";
import { GROESSENBAENDER } from "@/lib/taxonomy";

const LABELS = FIELD_LABELS.Produkt;
const OPTIONS = FIELD_OPTIONS.Produkt;

/**
 * The product filters with the category cascade: each level appears once its parent is chosen,
 * and the other fields only for the main or sub-category they belong to.
 */
export function ProductFilterForm({ filter, counts }: { filter: ProductFilter; counts?: FilterCounts }) {
  const show = visibleProductFilterFields(filter);
  const options = productCascadeOptions(filter);
  return (
    <FilterForm counts={counts} label="Produkte filtern" className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      <TextFilter
        param={PRODUCT_PARAMS.q}
        label="Produkt- oder Herstellername"
        value={filter.q}
        type="search"
      />
      <SelectFilter
        param={PRODUCT_PARAMS.haupt}
        label={LABELS.Hauptkategorie}
        options={optionsOf(options.haupt)}
        value={filter.haupt}
        clears={[PRODUCT_PARAMS.unter, PRODUCT_PARAMS.punkt1, PRODUCT_PARAMS.punkt2]}
      />
      {show.unter ? (
        <SelectFilter
          param={PRODUCT_PARAMS.unter}
          label={LABELS.Unterkategorie}
          options={optionsOf(options.unter)}
          value={filter.unter}
          clears={[PRODUCT_PARAMS.punkt1, PRODUCT_PARAMS.punkt2]}
        />
      ) : null}
      {show.punkt1 ? (
        <SelectFilter
          param={PRODUCT_PARAMS.punkt1}
          label={LABELS.Unterpunkt1}
          options={optionsOf(options.punkt1)}
          value={filter.punkt1}
          clears={[PRODUCT_PARAMS.punkt2]}
        />
      ) : null}
      {show.punkt2 ? (
        <SelectFilter
          param={PRODUCT_PARAMS.punkt2}
          label={LABELS.Unterpunkt2}
          options={optionsOf(options.punkt2)}
          value={filter.punkt2}
        />
      ) : null}
      {show.rezept ? (
        <BooleanFilter
          param={PRODUCT_PARAMS.rezept}
          label={LABELS.VerordnungsfaehigkeitOderRezeptierbarkeit}
          value={filter.rezept}
        />
      ) : null}
      {show.risiko ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.risiko}
          legend={LABELS.Risikoklassifizierung}
          options={optionsOf(OPTIONS.Risikoklassifizierung)}
          selected={filter.risiko}
        />
      ) : null}
      {show.wirkstoff ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.wirkstoff}
          legend={LABELS.Wirkstoffhaltig}
          options={optionsOf(OPTIONS.Wirkstoffhaltig)}
          selected={filter.wirkstoff}
        />
      ) : null}
      {show.haftrand ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.haftrand}
          legend={LABELS.Haftrand}
          options={optionsOf(OPTIONS.Haftrand)}
          selected={filter.haftrand}
        />
      ) : null}
      {show.exsudation ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.exsudation}
          legend={LABELS.Exsudation}
          options={optionsOf(OPTIONS.Exsudation)}
          selected={filter.exsudation}
        />
      ) : null}
      {show.laenge ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.laenge}
          legend="Länge"
          options={optionsOf(GROESSENBAENDER)}
          selected={filter.laenge}
        />
      ) : null}
      {show.breite ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.breite}
          legend="Breite"
          options={optionsOf(GROESSENBAENDER)}
          selected={filter.breite}
        />
      ) : null}
      {show.indikation ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.indikation}
          legend={LABELS.IndikationOderErkrankung}
          options={optionsOf(OPTIONS.IndikationOderErkrankung)}
          selected={filter.indikation}
        />
      ) : null}
      {show.merkmal ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.merkmal}
          legend={LABELS.Produktmerkmale}
          options={optionsOf(OPTIONS.Produktmerkmale)}
          selected={filter.merkmal}
        />
      ) : null}
      {show.darreichung ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.darreichung}
          legend={LABELS.Darreichungsform}
          options={optionsOf(OPTIONS.Darreichungsform)}
          selected={filter.darreichung}
        />
      ) : null}
      {show.geschmack ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.geschmack}
          legend={LABELS.Geschmacksrichtung}
          options={optionsOf(OPTIONS.Geschmacksrichtung)}
          selected={filter.geschmack}
        />
      ) : null}
      {show.energie ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.energie}
          legend={LABELS.Energiegehalt}
          options={optionsOf(OPTIONS.Energiegehalt)}
          selected={filter.energie}
        />
      ) : null}
      {show.verabreichung ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.verabreichung}
          legend={LABELS.Verabreichungsart}
          options={optionsOf(OPTIONS.Verabreichungsart)}
          selected={filter.verabreichung}
        />
      ) : null}
      {show.behaeltnis ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.behaeltnis}
          legend={LABELS.Nahrungsbehaeltnis}
          options={optionsOf(OPTIONS.Nahrungsbehaeltnis)}
          selected={filter.behaeltnis}
        />
      ) : null}
      {show.pumpe ? (
        <CheckboxGroup
          param={PRODUCT_PARAMS.pumpe}
          legend={LABELS.Ernaehrungspumpe}
          options={optionsOf(OPTIONS.Ernaehrungspumpe)}
          selected={filter.pumpe}
        />
      ) : null}
    </FilterForm>
  );
}
