import { httpUrlOrNull, isHttpUrl } from "./url";

describe("isHttpUrl", () => {
  it("accepts absolute http and https addresses", () => {
    expect(isHttpUrl("https://example.org/a?b=1")).toBe(true);
    expect(isHttpUrl("HTTP://example.org")).toBe(true);
  });

  it("refuses script, data, relative and protocol-relative links", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/pfad",
      "https://",
      "https://a b",
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});

describe("httpUrlOrNull", () => {
  it("keeps trimmed http(s) addresses and drops everything else", () => {
    expect(httpUrlOrNull("  https://example.org  ")).toBe("https://example.org");
    expect(httpUrlOrNull(" javascript:alert(1)")).toBeNull();
    expect(httpUrlOrNull("")).toBeNull();
    expect(httpUrlOrNull(null)).toBeNull();
  });
});
