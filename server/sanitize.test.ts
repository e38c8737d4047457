import { plainText, sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("keeps formatting and drops scripts, handlers and javascript: links", () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hallo <strong>Welt</strong><script>alert(1)</script></p><a href="javascript:alert(1)">böse</a><img src=x onerror=alert(1)>',
    );
    expect(html).toBe(
      '<p>Hallo <strong>Welt</strong></p><a rel="noopener noreferrer nofollow" target="_blank">böse</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
  });

  it("opens links in a new tab without leaking the opener", () => {
    expect(sanitizeRichText('<a href="https://icw.de">ICW</a>')).toBe(
      '<a href="https://icw.de" rel="noopener noreferrer nofollow" target="_blank">ICW</a>',
    );
  });

  it("keeps everything the listing editor's toolbar produces unchanged", () => {
    // Output of components/editor/rich-text-editor.tsx: bold, italic, both lists, links.
    const editorHtml =
      "<p><strong>Fett</strong> und <em>kursiv</em></p><ul><li><p>Punkt</p></li></ul>" +
      '<ol><li><p>Erstens</p></li></ol><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.wundportal.de">Link</a></p>';
    expect(sanitizeRichText(editorHtml)).toBe(editorHtml);
  });

  it("cleans HTML posted around the editor", () => {
    const posted =
      '<p style="x" onclick="y">Text</p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><a href="data:text/html,x">z</a>';
    expect(sanitizeRichText(posted)).toBe(
      '<p>Text</p><a rel="noopener noreferrer nofollow" target="_blank">z</a>',
    );
  });

  it("gives plain text for meta descriptions, shortened with an ellipsis", () => {
    expect(plainText("<p>Ein <em>langer</em> Text</p>", 10)).toBe("Ein lange…");
    expect(plainText(null)).toBe("");
  });
});
