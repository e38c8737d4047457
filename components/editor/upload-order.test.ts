import { moveFile, placeByChoice } from "./upload-order";

describe("placeByChoice", () => {
  // Eight files chosen at once (ranks 1…8) after a stored one (no rank), answered out of order.
  const rankOf = (file: string) => (file === "alt" ? undefined : Number(file.slice(1)));

  it("keeps the order of the choice whatever order the uploads finish in", () => {
    let files = ["alt"];
    for (const finished of [1, 3, 6, 4, 8, 2, 7, 5]) {
      files = placeByChoice(files, [`m${finished}`], finished, rankOf);
    }
    expect(files).toEqual(["alt", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8"]);
  });

  it("appends a file chosen after all others, and after files that were there before", () => {
    expect(placeByChoice(["alt", "m1"], ["m2"], 2, rankOf)).toEqual(["alt", "m1", "m2"]);
    expect(placeByChoice(["alt"], ["m1"], 1, rankOf)).toEqual(["alt", "m1"]);
  });

  it("leaves a file the user moved where it is", () => {
    // m3 moved to the front by hand; m2 finishes later and goes before the later chosen m3.
    expect(placeByChoice(["m3", "alt", "m1"], ["m2"], 2, rankOf)).toEqual(["m2", "m3", "alt", "m1"]);
  });
});

describe("moveFile", () => {
  it("moves a file up and down by one", () => {
    expect(moveFile(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveFile(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("moves a dragged file anywhere", () => {
    expect(moveFile(["a", "b", "c", "d"], 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveFile(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });

  it("stays within the list", () => {
    expect(moveFile(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveFile(["a", "b"], 1, 2)).toEqual(["a", "b"]);
    expect(moveFile(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});
