// A saved search in words, for its pages and mails: the list's name, then the quick search's words
// and the list's filter chips (lib/filters/chips.ts, from the same field tables that parse the URL),
// e.g. 'Veranstaltungen: Themengebiete: Dekubitus; Umkreis 50 km um Hamburg; Von: 1. März 2027'.
// Kept apart from ./lists, which the 'Suche speichern' dialog loads in the browser.
import { plainDescription } from "@wundportal/rules";
import { carePartnerChips, eventChips, speakerChips } from "@/lib/filters/chips";
import { parseCarePartnerFilter } from "@/lib/filters/care-partners";
import { parseEventFilter } from "@/lib/filters/events";
import { parseSpeakerFilter, withoutPrivateFilters } from "@/lib/filters/speakers";
import { ALERT_LIST_SPECS, type AlertList } from "./lists";

const params = (query: string | null | undefined) => new URLSearchParams((query ?? "").replace(/^\?/, ""));

/** Each list's filter of a stored query, with the words of its quick search. */
const READ: Record<AlertList, (query: string | null | undefined) => { q: string; chips: string[] }> = {
  veranstaltungen: (query) => {
    const filter = parseEventFilter(params(query));
    return { q: filter.q, chips: eventChips(filter).chips.map((chip) => chip.text) };
  },
  referenten: (query) => {
    const filter = withoutPrivateFilters(parseSpeakerFilter(params(query)));
    return { q: filter.q, chips: speakerChips(filter).chips.map((chip) => chip.text) };
  },
  versorgungspartner: (query) => {
    const filter = parseCarePartnerFilter(params(query));
    return { q: filter.q, chips: carePartnerChips(filter).chips.map((chip) => chip.text) };
  },
};

/** What a saved search of `list` with `query` holds, as one line (see the file comment); 'Veranstaltungen: alle' without a filter. */
export function describeSearch(list: AlertList, query: string | null | undefined): string {
  const { q, chips } = READ[list](query);
  const parts = [...(q.trim() ? [`Suchbegriff „${q.trim()}“`] : []), ...chips];
  return plainDescription(`${ALERT_LIST_SPECS[list].label}: ${parts.length ? parts.join("; ") : "alle"}`);
}
