import {
  MERKLISTE_MAX,
  mergeMerkRefs,
  parseMerkRefs,
  setMerkRef,
  type MerkRef,
} from "@wundportal/rules/merkliste";
import { decodeRefs, encodeRefs, merkToken, refOfToken, tokensOfCookieHeader } from "./merkliste-cookie";

const id = (n: number) => `doc${String(n).padStart(21, "0")}`;
const ref = (n: number, kind: MerkRef["kind"] = "Veranstaltung"): MerkRef => ({ kind, documentId: id(n) });
const many = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ref(from + i));

describe("Merkliste cookie", () => {
  it("keeps 200 entries of every kind, in order, each cookie under 4 KB", () => {
    const kinds = ["Veranstaltung", "Referent", "Hersteller", "Produkt", "Versorgungspartner"] as const;
    const refs = Array.from({ length: MERKLISTE_MAX }, (_, i) => ref(i, kinds[i % kinds.length]));
    const values = encodeRefs(refs);
    for (const value of values) expect(`merkliste2=${value}`.length).toBeLessThan(4000);
    expect(decodeRefs(values)).toEqual(refs);
  });

  it("writes an empty second cookie for a short list", () => {
    expect(encodeRefs([ref(1)])).toEqual([`v${id(1)}`, ""]);
  });

  it("drops malformed or repeated tokens and reads document.cookie", () => {
    const good = merkToken(ref(7, "Produkt"));
    expect(tokensOfCookieHeader(`a=b; merkliste=${good}x${good.slice(1)}${good}; merkliste2=`)).toEqual([
      good,
    ]);
    expect(refOfToken(`q${id(1)}`)).toBeNull();
    expect(refOfToken(`v${id(1).toUpperCase()}`)).toBeNull();
    expect(decodeRefs(["not a token", undefined])).toEqual([]);
  });
});

describe("Merkliste rules", () => {
  it("accepts only the canonical shape", () => {
    expect(parseMerkRefs([{ kind: "Referent", documentId: id(1) }])).toEqual([ref(1, "Referent")]);
    expect(parseMerkRefs([{ kind: "Referent", documentId: id(1), id: 3 }])).toBeNull();
    expect(parseMerkRefs([{ kind: "Kurs", documentId: id(1) }])).toBeNull();
    expect(parseMerkRefs([{ kind: "Referent", documentId: 12 }])).toBeNull();
    expect(parseMerkRefs({ connect: [] })).toBeNull();
    expect(parseMerkRefs([ref(1), ref(1)])).toEqual([ref(1)]);
  });

  it("merges as a union, the first list first, cut at 200", () => {
    expect(mergeMerkRefs([ref(1), ref(2)], [ref(2), ref(3)])).toEqual([ref(1), ref(2), ref(3)]);
    const merged = mergeMerkRefs(many(150), many(100, 140));
    expect(merged).toHaveLength(MERKLISTE_MAX);
    expect(merged.slice(0, 150)).toEqual(many(150));
  });

  it("refuses a 201st entry and changes nothing", () => {
    const full = many(MERKLISTE_MAX);
    expect(setMerkRef(full, ref(999), true)).toEqual({ ok: false, code: "merkliste.full" });
    expect(setMerkRef(full, ref(5), true)).toMatchObject({ ok: true, saved: true, refs: full });
    const removed = setMerkRef(full, ref(5), false);
    expect(removed.ok && removed.refs).toHaveLength(MERKLISTE_MAX - 1);
  });
});
