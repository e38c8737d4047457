"use client";

import { BooleanFilter, CheckboxGroup, TextFilter } from "@/components/search/filter-fields";
import type { CarePartnerFilter } from "@/lib/filters/care-partners";
import { AUFGABENGEBIETE, BUNDESLAENDER, KATEGORIEN, SPEZIALBEHANDLUNGEN } from "@/lib/taxonomy";

export function CarePartnerFilterForm({ filter }: { filter: CarePartnerFilter }) {
  return (
    <form
      role="search"
      aria-label="Versorgungspartner filtern"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      <TextFilter param="q" label="Name oder Stadt" value={filter.q} type="search" />
      <div className="flex flex-col gap-1">
        <TextFilter
          param="ort"
          label="Ort oder PLZ"
          value={filter.ort}
          delayMs={1000}
          placeholder="z. B. Leipzig oder 04109"
        />
      </div>
      <TextFilter
        param="umkreis"
        label="Umkreis in km"
        value={String(filter.umkreis)}
        type="number"
        delayMs={600}
      />
      <BooleanFilter param="barrierefrei" label="Barrierefreiheit" value={filter.barrierefrei} />
      <TextFilter
        param="betten"
        label="Bettenanzahl höchstens"
        value={filter.betten === null ? "" : String(filter.betten)}
        type="number"
        delayMs={600}
      />
      <CheckboxGroup
        param="bundesland"
        legend="Bundesland"
        options={BUNDESLAENDER}
        selected={filter.bundesland}
      />
      <CheckboxGroup param="kategorie" legend="Kategorie" options={KATEGORIEN} selected={filter.kategorie} />
      <CheckboxGroup
        param="aufgaben"
        legend="Aufgabengebiete"
        options={AUFGABENGEBIETE}
        selected={filter.aufgaben}
      />
      <CheckboxGroup
        param="spezial"
        legend="Spezialbehandlungen"
        options={SPEZIALBEHANDLUNGEN}
        selected={filter.spezial}
      />
    </form>
  );
}
