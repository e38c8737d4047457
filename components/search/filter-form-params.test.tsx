/** @jest-environment jsdom */
// Each list's filter form writes exactly the URL parameters of the list's field table.
import { CarePartnerFilterForm } from "@/components/care-partners/care-partner-filter-form";
import { EventFilterForm } from "@/components/events/event-filter-form";
import { ProductFilterForm } from "@/components/products/product-filter-form";
import { SpeakerFilterForm } from "@/components/speakers/speaker-filter-form";
import { CARE_PARTNER_PARAMS, DEFAULT_CARE_PARTNER_FILTER } from "@/lib/filters/care-partners";
import { DEFAULT_EVENT_FILTER, EVENT_PARAMS, pointsParam } from "@/lib/filters/events";
import { parseProductFilter, PRODUCT_PARAMS } from "@/lib/filters/products";
import {
  DEFAULT_SPEAKER_FILTER,
  SPEAKER_PARAMS,
  SPEAKER_PRIVATE_FILTER_PARAMS,
} from "@/lib/filters/speakers";
import { VERGABESTELLEN } from "@/lib/taxonomy";
import { paramsWrittenBy } from "./form-params.testing";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: push }),
  usePathname: () => "/liste",
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
});
afterEach(() => jest.useRealTimers());

const sorted = (params: Iterable<string>) => [...new Set(params)].sort();

it("events: the table's parameters, the points one per Vergabestelle", () => {
  expect(paramsWrittenBy(<EventFilterForm filter={DEFAULT_EVENT_FILTER} />, push)).toEqual(
    sorted([...Object.values(EVENT_PARAMS), ...VERGABESTELLEN.map(pointsParam)]),
  );
});

describe("speakers", () => {
  const form = (mayFilterPrivate: boolean) => (
    <SpeakerFilterForm filter={DEFAULT_SPEAKER_FILTER} mayFilterPrivate={mayFilterPrivate} signedIn />
  );

  it("the table's parameters for an organiser", () => {
    expect(paramsWrittenBy(form(true), push)).toEqual(sorted(Object.values(SPEAKER_PARAMS)));
  });

  it("no private parameter for anyone else", () => {
    const open = Object.values(SPEAKER_PARAMS).filter((p) => !SPEAKER_PRIVATE_FILTER_PARAMS.includes(p));
    expect(paramsWrittenBy(form(false), push)).toEqual(sorted(open));
  });
});

it("care partners: the table's parameters", () => {
  expect(paramsWrittenBy(<CarePartnerFilterForm filter={DEFAULT_CARE_PARTNER_FILTER} />, push)).toEqual(
    sorted(Object.values(CARE_PARTNER_PARAMS)),
  );
});

it("products: the table's parameters over the cascade's branches (each shows other fields)", () => {
  const branches = [
    { haupt: "Wunde", unter: "Wundauflage", punkt1: "Hydrokolloid" },
    { haupt: "Ernährung", unter: "Trink- und Aufbaunahrung" },
    { haupt: "Ernährung", unter: "Sondennahrung" },
    { haupt: "Ernährung", unter: "Applikationstechnik" },
  ];
  const written = branches.flatMap((query) =>
    paramsWrittenBy(<ProductFilterForm filter={parseProductFilter(query)} />, push),
  );
  expect(sorted(written)).toEqual(sorted(Object.values(PRODUCT_PARAMS)));
});
