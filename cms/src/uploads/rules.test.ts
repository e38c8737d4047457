// The name a portal upload is stored under: one Strapi's upload takes (it refuses reserved and
// control characters and names over 255 characters with a message no uploader can act on).
import { describe, expect, it } from "@jest/globals";
import { MAX_FILE_NAME, portableFileName } from "./rules";

describe("portableFileName", () => {
  it("replaces what Strapi refuses and keeps the rest readable", () => {
    expect(portableFileName("Bericht: 2024?.pdf")).toBe("Bericht- 2024-.pdf");
    expect(portableFileName('a<b>|"*.png')).toBe("a-b-.png");
    expect(portableFileName("Zeile\r\n2\t.png")).toBe("Zeile-2-.png");
    expect(portableFileName("ordner/datei.png")).toBe("ordner-datei.png");
    expect(portableFileName("Ärzte Übersicht.png")).toBe("Ärzte Übersicht.png");
  });

  it("shortens an overlong name and keeps its ending, without splitting a character", () => {
    const long = portableFileName(`${"ä".repeat(150)}${"😀".repeat(100)}.jpeg`);
    expect(long.length).toBeLessThanOrEqual(MAX_FILE_NAME);
    expect(long.endsWith("😀.jpeg")).toBe(true);
    expect(portableFileName(`${"x".repeat(300)}.png`)).toBe(`${"x".repeat(MAX_FILE_NAME - 4)}.png`);
  });
});
