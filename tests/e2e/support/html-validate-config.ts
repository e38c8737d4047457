// html-validate's rules for the portal's pages: its recommended and document presets, every finding
// an error, except what React and Next write themselves and HTML allows:
import type { ConfigData } from "html-validate";

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React serialises void elements as <meta/>, <input/>, <img/> (valid HTML; a style preference).
    "void-style": "off",
    // React writes some attribute names in camelCase (maxLength, fetchPriority, noModule); HTML reads
    // attribute names case-insensitively.
    "attr-case": "off",
    // React writes boolean and empty attributes as async="" and hidden="" (valid HTML).
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Next's scripts come from the page's own origin under a per-response nonce; integrity matters
    // for resources of other origins, and those the rule still requires.
    "require-sri": ["error", { target: "crossorigin" }],
    // React's useId gives ids like "_R_9bsnnb_", valid in HTML (any characters but spaces).
    "valid-id": ["error", { relaxed: true }],
    // next/image sets its layout and placeholder colour inline; any other inline style is an error.
    "no-inline-style": [
      "error",
      {
        allowedProperties: [
          "display",
          "position",
          "height",
          "width",
          "left",
          "top",
          "right",
          "bottom",
          "color",
        ],
      },
    ],
    // The quick search follows the ARIA combobox pattern, whose popup is a listbox by design: a native
    // <select> cannot show suggestions as the visitor types.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
};
