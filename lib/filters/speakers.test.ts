import { expectEveryFieldRoundTrips } from "./field-table.testing";
import { queryFromSearchParams } from "./url-state";
import {
  DEFAULT_SPEAKER_FILTER,
  filterSpeakers,
  isSpeakerFilterSet,
  parseSpeakerFilter,
  SPEAKER_FEE_FILTER_BANDS,
  SPEAKER_PRIVATE_FILTER_KEYS,
  SPEAKER_PRIVATE_FILTER_PARAMS,
  speakerFilterToQuery,
  sortSpeakers,
  withoutPrivateFilters,
  SPEAKER_FILTER_FIELDS,
  SPEAKER_PARAMS,
} from "./speakers";
import { ids, makeSpeaker, makeSpeakerPrivate, PLACES } from "@/lib/test-factories";

const only = (query: Record<string, string | string[]>) => parseSpeakerFilter(query);

describe("parseSpeakerFilter", () => {
  it("gives an unset filter sorted by name for an empty query", () => {
    expect(DEFAULT_SPEAKER_FILTER).toMatchObject({
      q: "",
      grund: [],
      termin: [],
      ort: "",
      sort: "name",
      dir: "asc",
      page: 1,
      size: 5,
    });
    expect(isSpeakerFilterSet(DEFAULT_SPEAKER_FILTER)).toBe(false);
  });

  it("drops unknown qualifications, fee bands and dates", () => {
    const filter = only({
      grund: ["Ärzte", "Astronaut"],
      zusatz: "WaCert",
      seminar: ["Inhouse Schulungen", "Yoga"],
      honorar_ue: ["unter100", "bis100"],
      honorar_halb: "unter300",
      honorar_ganz: ["ueber800", "unter900"],
      termin: ["2027-01-10", "10.01.2027", "2027-02-30"],
    });
    expect(filter).toMatchObject({
      grund: ["Ärzte"],
      zusatz: ["WaCert"],
      seminar: ["Inhouse Schulungen"],
      honorarUe: ["unter100"],
      honorarHalb: ["unter300"],
      honorarGanz: ["ueber800"],
      termin: ["2027-01-10"],
    });
  });

  it("offers the public fee bands of the specification", () => {
    expect(SPEAKER_FEE_FILTER_BANDS.honorarUe.map((b) => b.label)).toEqual([
      "unter 50 €",
      "unter 100 €",
      "unter 150 €",
      "über 150 €",
    ]);
    expect(SPEAKER_FEE_FILTER_BANDS.honorarHalb.map((b) => b.label)).toEqual([
      "unter 200 €",
      "unter 300 €",
      "unter 400 €",
      "unter 500 €",
      "über 500 €",
    ]);
    expect(SPEAKER_FEE_FILTER_BANDS.honorarGanz.map((b) => b.label)).toEqual([
      "unter 400 €",
      "unter 500 €",
      "unter 600 €",
      "unter 700 €",
      "unter 800 €",
      "über 800 €",
    ]);
  });

  it("round-trips through the canonical query", () => {
    const filter = only({
      q: "Dr. Anna",
      grund: ["Podologen", "Apotheker"],
      zusatz: "WTCert",
      seminar: "Modul 1 FT",
      aerztlich: "Dermatologische Wundursachen",
      honorar_ue: "ueber150",
      honorar_halb: ["unter500", "unter200"],
      honorar_ganz: "unter700",
      termin: ["2027-03-01", "2027-01-10"],
      ort: "München",
      sort: "einsatzgebiet",
      dir: "desc",
      page: "4",
      size: "50",
    });
    const written = speakerFilterToQuery(filter);
    expect(written).toBe(
      "q=Dr.+Anna&grund=Apotheker&grund=Podologen&zusatz=WTCert&seminar=Modul+1+FT" +
        "&aerztlich=Dermatologische+Wundursachen&honorar_ue=ueber150&honorar_halb=unter200&honorar_halb=unter500" +
        "&honorar_ganz=unter700&termin=2027-01-10&termin=2027-03-01&ort=M%C3%BCnchen&sort=einsatzgebiet&dir=desc&page=4&size=50",
    );
    expect(parseSpeakerFilter(queryFromSearchParams(new URLSearchParams(written)))).toEqual(filter);
    expect(speakerFilterToQuery(DEFAULT_SPEAKER_FILTER)).toBe("");
  });
});

describe("private filters", () => {
  it("lists the fee and availability filters and their URL names", () => {
    expect([...SPEAKER_PRIVATE_FILTER_KEYS]).toEqual(["honorarUe", "honorarHalb", "honorarGanz", "termin"]);
    expect(SPEAKER_PRIVATE_FILTER_PARAMS).toEqual(["honorar_ue", "honorar_halb", "honorar_ganz", "termin"]);
  });

  it("clears them and keeps the rest", () => {
    const filter = only({
      grund: "Ärzte",
      honorar_ue: "unter50",
      honorar_halb: "ueber500",
      honorar_ganz: "unter400",
      termin: "2027-01-10",
    });
    const cleared = withoutPrivateFilters(filter);
    expect(cleared).toMatchObject({
      grund: ["Ärzte"],
      honorarUe: [],
      honorarHalb: [],
      honorarGanz: [],
      termin: [],
    });
    expect(isSpeakerFilterSet(withoutPrivateFilters(only({ termin: "2027-01-10" })))).toBe(false);
  });

  it("never match a speaker whose private data is withheld", () => {
    const hidden = makeSpeaker({ id: 1, private: null });
    const visible = makeSpeaker({
      id: 2,
      private: makeSpeakerPrivate({ HonorarvorstellungProUnterrichtseinheit: "bis50" }),
    });
    expect(ids(filterSpeakers([hidden, visible], only({ honorar_ue: "unter100" })))).toEqual([2]);
    expect(ids(filterSpeakers([hidden, visible], only({ termin: "2027-01-10" })))).toEqual([]);
    // Without private filters the withheld speaker is listed as usual.
    expect(ids(filterSpeakers([hidden, visible], only({})))).toEqual([1, 2]);
  });
});

describe("filterSpeakers", () => {
  it("matches the name with title, first and last name", () => {
    const speakers = [
      makeSpeaker({ id: 1, Titel: "Dr.", Vorname: "Anna", Name: "Muster" }),
      makeSpeaker({ id: 2, Titel: null, Vorname: "Bernd", Name: "Annaberg" }),
      makeSpeaker({ id: 3, Vorname: "Clara", Name: "Beispiel" }),
    ];
    expect(ids(filterSpeakers(speakers, only({ q: "anna" })))).toEqual([1, 2]);
    expect(ids(filterSpeakers(speakers, only({ q: "anna muster" })))).toEqual([1]);
    expect(ids(filterSpeakers(speakers, only({ q: "dr. anna" })))).toEqual([1]);
  });

  it("matches qualifications, seminar types and course contents any-of, all of them together", () => {
    const speakers = [
      makeSpeaker({
        id: 1,
        Grundqualifikation: ["Ärzte"],
        Zusatzqualifikation: ["WaCert"],
        Seminartyp: ["Modul 1 FT"],
      }),
      makeSpeaker({
        id: 2,
        Grundqualifikation: ["Apotheker", "Heilpraktiker"],
        Zusatzqualifikation: ["WTCert"],
      }),
      makeSpeaker({ id: 3, FortbildungsinhalteFachtherapeutWundeICW: ["Gefäßdiagnostik"] }),
    ];
    expect(ids(filterSpeakers(speakers, only({ grund: ["Ärzte", "Heilpraktiker"] })))).toEqual([1, 2]);
    expect(
      ids(filterSpeakers(speakers, only({ grund: ["Ärzte", "Heilpraktiker"], zusatz: "WTCert" }))),
    ).toEqual([2]);
    expect(ids(filterSpeakers(speakers, only({ seminar: "Modul 1 FT" })))).toEqual([1]);
    expect(ids(filterSpeakers(speakers, only({ fachtherapeut: "Gefäßdiagnostik" })))).toEqual([3]);
  });

  it("maps the public fee filters onto the stored fee bands", () => {
    const speakers = [
      makeSpeaker({ id: 1, private: makeSpeakerPrivate({ HonorarvorstellungPauschaleHalberTag: "eur200" }) }),
      makeSpeaker({ id: 2, private: makeSpeakerPrivate({ HonorarvorstellungPauschaleHalberTag: "eur500" }) }),
      makeSpeaker({
        id: 3,
        private: makeSpeakerPrivate({ HonorarvorstellungPauschaleHalberTag: "ueber500" }),
      }),
      makeSpeaker({ id: 4, private: makeSpeakerPrivate({ HonorarvorstellungPauschaleGanzerTag: "eur500" }) }),
      makeSpeaker({
        id: 5,
        private: makeSpeakerPrivate({ HonorarvorstellungProUnterrichtseinheit: "bis150" }),
      }),
    ];
    expect(ids(filterSpeakers(speakers, only({ honorar_halb: "unter300" })))).toEqual([1]);
    expect(ids(filterSpeakers(speakers, only({ honorar_halb: "unter500" })))).toEqual([1, 2]);
    expect(ids(filterSpeakers(speakers, only({ honorar_halb: "ueber500" })))).toEqual([3]);
    // A stored 'X €' band reaches up to X € in both tables, so '500 €' is 'unter 500 €' for a full day too.
    expect(ids(filterSpeakers(speakers, only({ honorar_ganz: "unter400" })))).toEqual([]);
    expect(ids(filterSpeakers(speakers, only({ honorar_ganz: "unter500" })))).toEqual([4]);
    expect(ids(filterSpeakers(speakers, only({ honorar_ganz: "unter600" })))).toEqual([4]);
    expect(ids(filterSpeakers(speakers, only({ honorar_ue: "unter150" })))).toEqual([5]);
  });

  it("matches availability on any chosen day", () => {
    const speakers = [
      makeSpeaker({
        id: 1,
        private: makeSpeakerPrivate({ Terminverfuegbarkeit: ["2027-01-10", "2027-01-11"] }),
      }),
      makeSpeaker({ id: 2, private: makeSpeakerPrivate({ Terminverfuegbarkeit: ["2027-02-01"] }) }),
      // A stored date-time counts on its Berlin day.
      makeSpeaker({
        id: 3,
        private: makeSpeakerPrivate({ Terminverfuegbarkeit: ["2027-01-31T23:30:00.000Z"] }),
      }),
    ];
    expect(ids(filterSpeakers(speakers, only({ termin: ["2027-01-11", "2027-02-01"] })))).toEqual([1, 2, 3]);
    expect(ids(filterSpeakers(speakers, only({ termin: "2027-01-10" })))).toEqual([1]);
    expect(ids(filterSpeakers(speakers, only({ termin: "2027-03-01" })))).toEqual([]);
  });

  describe("place: the origin within the speaker's own radius", () => {
    const speakers = [
      makeSpeaker({ id: 1, Einsatzort: PLACES.hamburg, Einsatzgebiet: "bis300" }), // 255 km away, reaches 300
      makeSpeaker({ id: 2, Einsatzort: PLACES.hamburg, Einsatzgebiet: "bis150" }), // reaches 150
      makeSpeaker({ id: 3, Einsatzort: PLACES.munich, Einsatzgebiet: "ueber300" }), // 504 km away, reaches 3 × 300
      makeSpeaker({ id: 4, Einsatzort: PLACES.munich, Einsatzgebiet: "bis300" }),
      makeSpeaker({ id: 5, Einsatzort: null, Einsatzgebiet: "ueber300" }),
      makeSpeaker({ id: 6, Einsatzort: PLACES.berlin, Einsatzgebiet: null }),
    ];

    it("keeps speakers who travel that far, the open band tripled", () => {
      expect(ids(filterSpeakers(speakers, only({ ort: "Berlin" }), { origin: PLACES.berlin }))).toEqual([
        1, 3,
      ]);
    });

    it("ignores an unknown place", () => {
      expect(filterSpeakers(speakers, only({ ort: "Atlantis" }), { origin: null })).toHaveLength(6);
    });
  });
});

describe("sortSpeakers", () => {
  const speakers = [
    makeSpeaker({ id: 1, Vorname: "Zoe", Name: "Müller", Stadt: "Berlin", Einsatzgebiet: "bis150" }),
    makeSpeaker({ id: 2, Vorname: "Anna", Name: "Müller", Stadt: null, Einsatzgebiet: "ueber300" }),
    makeSpeaker({ id: 3, Vorname: "Karl", Name: "Abel", Stadt: "Aachen", Einsatzgebiet: null }),
  ];

  it("sorts by last name, then first name, by default", () => {
    expect(DEFAULT_SPEAKER_FILTER.sort).toBe("name");
    expect(ids(sortSpeakers(speakers, "name", DEFAULT_SPEAKER_FILTER.dir))).toEqual([3, 2, 1]);
    expect(ids(sortSpeakers(speakers, "name", "desc"))).toEqual([1, 2, 3]);
  });

  it("puts speakers without the value last in both directions", () => {
    expect(ids(sortSpeakers(speakers, "stadt", "asc"))).toEqual([3, 1, 2]);
    expect(ids(sortSpeakers(speakers, "stadt", "desc"))).toEqual([1, 3, 2]);
    expect(ids(sortSpeakers(speakers, "einsatzgebiet", "desc"))).toEqual([2, 1, 3]);
  });
});

describe("field table", () => {
  it("round-trips every field through the written query", () => {
    const every = parseSpeakerFilter({
      q: "anna muster",
      grund: "Ärzte",
      zusatz: "WaCert",
      seminar: "Inhouse Schulungen",
      wundexperte: "Kompressionstherapie",
      fachtherapeut: "Gefäßdiagnostik",
      aerztlich: "Chirurgische Wundtherapie",
      pflegetherapeut: "Beratung und Schulung",
      honorar_ue: "unter100",
      honorar_halb: ["unter300", "ueber500"],
      honorar_ganz: "ueber800",
      termin: ["2027-01-10", "2027-01-11"],
      ort: "Köln",
      sort: "stadt",
      dir: "desc",
      page: "3",
      size: "50",
    });
    expectEveryFieldRoundTrips(SPEAKER_FILTER_FIELDS, [every], {
      parse: parseSpeakerFilter,
      write: speakerFilterToQuery,
      defaults: DEFAULT_SPEAKER_FILTER,
    });
  });

  it("names the fee fields honorar_*, every other field by its key", () => {
    expect(Object.keys(SPEAKER_PARAMS)).toEqual(SPEAKER_FILTER_FIELDS.keys);
    expect(Object.entries(SPEAKER_PARAMS).filter(([key, param]) => key !== param)).toEqual([
      ["honorarUe", "honorar_ue"],
      ["honorarHalb", "honorar_halb"],
      ["honorarGanz", "honorar_ganz"],
    ]);
  });
});
