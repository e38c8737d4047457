// @ts-check
"use strict";

// Demo pictures drawn locally (SVG rendered by sharp) and one hand-written PDF data sheet.
// Each distinct file is uploaded once through the upload plugin; listings share the file ids.
const fs = require("fs");
const os = require("os");
const path = require("path");
const { entryAt } = require("./common");

/** @typedef {import("./random").Random} Random */
/** @typedef {"background" | "event" | "portrait" | "logo" | "partnerlogo" | "product" | "pdf"} MediaGroup */
/**
 * The uploaded files' ids: group → key → file id (a group without files is absent).
 * @typedef {Partial<Record<MediaGroup, Record<string, number>>>} Media
 */

/** @param {unknown} s */
const esc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

// ---------------------------------------------------------------- drawings

const BACKGROUNDS = [
  {
    from: "#0f5e6e",
    to: "#7cc8b8",
    accent: "#e6f5f1",
    alt: "Weicher Farbverlauf von Petrol zu Mint mit hellen Wellen",
  },
  {
    from: "#24457a",
    to: "#9db4e0",
    accent: "#eef2fb",
    alt: "Ruhiger Farbverlauf in Blautönen mit sanften Kreisformen",
  },
  { from: "#7a4e2d", to: "#f2c9a0", accent: "#fff4ea", alt: "Warmer Farbverlauf in Sand- und Pfirsichtönen" },
  {
    from: "#2f5d3a",
    to: "#b5d99c",
    accent: "#f1f8ec",
    alt: "Frischer Farbverlauf in Grüntönen mit hellen Bögen",
  },
];

/**
 * @param {{ from: string, to: string, accent: string }} colours
 * @param {number} i
 */
function backgroundSvg({ from, to, accent }, i) {
  const w = 1600;
  const h = 900;
  const waves = [0, 1, 2]
    .map((k) => {
      const y = 560 + k * 90 + i * 10;
      return `<path d="M0 ${y} C 400 ${y - 120 + k * 30}, 900 ${y + 110}, ${w} ${y - 60} L ${w} ${h} L 0 ${h} Z" fill="${accent}" fill-opacity="${0.12 + k * 0.06}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${1250 - i * 120}" cy="${220 + i * 30}" r="260" fill="${accent}" fill-opacity="0.10"/>
  <circle cx="${300 + i * 80}" cy="180" r="140" fill="${accent}" fill-opacity="0.08"/>
  ${waves}
</svg>`;
}

/**
 * Simple pictograms in a 200x200 box, drawn in `c`.
 * @satisfies {Record<string, (c: string) => string>}
 */
const SHAPES = {
  cross: (c) =>
    `<rect x="70" y="20" width="60" height="160" rx="12" fill="${c}"/><rect x="20" y="70" width="160" height="60" rx="12" fill="${c}"/>`,
  plaster: (c) =>
    `<g transform="rotate(-35 100 100)"><rect x="10" y="65" width="180" height="70" rx="35" fill="${c}"/><rect x="70" y="72" width="60" height="56" rx="6" fill="#ffffff" fill-opacity="0.55"/></g>`,
  drop: (c) =>
    `<path d="M100 15 C 60 80, 40 110, 40 135 A 60 60 0 0 0 160 135 C 160 110, 140 80, 100 15 Z" fill="${c}"/>`,
  leaf: (c) =>
    `<path d="M30 170 C 30 60, 110 20, 180 25 C 175 110, 130 175, 30 170 Z" fill="${c}"/><path d="M40 160 L 150 50" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>`,
  screen: (c) =>
    `<rect x="15" y="30" width="170" height="110" rx="10" fill="${c}"/><rect x="28" y="43" width="144" height="84" rx="4" fill="#ffffff" fill-opacity="0.5"/><rect x="80" y="140" width="40" height="22" fill="${c}"/><rect x="55" y="160" width="90" height="12" rx="6" fill="${c}"/>`,
  bandage: (c) =>
    `<circle cx="100" cy="100" r="75" fill="${c}"/><circle cx="100" cy="100" r="28" fill="#ffffff" fill-opacity="0.6"/><path d="M100 175 L 190 175 L 190 140 L 130 140" fill="${c}"/>`,
  foot: (c) =>
    `<ellipse cx="95" cy="125" rx="48" ry="65" fill="${c}"/>${[0, 1, 2, 3, 4].map((k) => `<circle cx="${60 + k * 19}" cy="${45 - (k === 0 ? 8 : 0) + Math.abs(k - 1) * 4}" r="${k === 0 ? 14 : 10}" fill="${c}"/>`).join("")}`,
  heart: (c) =>
    `<path d="M100 175 C 20 115, 15 60, 55 40 C 80 28, 95 45, 100 60 C 105 45, 120 28, 145 40 C 185 60, 180 115, 100 175 Z" fill="${c}"/>`,
  book: (c) =>
    `<path d="M20 40 L 95 55 L 95 175 L 20 160 Z" fill="${c}"/><path d="M105 55 L 180 40 L 180 160 L 105 175 Z" fill="${c}" fill-opacity="0.8"/>`,
  people: (c) =>
    `<circle cx="65" cy="65" r="28" fill="${c}"/><circle cx="135" cy="65" r="28" fill="${c}" fill-opacity="0.8"/><path d="M15 175 C 15 115, 115 115, 115 175 Z" fill="${c}"/><path d="M85 175 C 85 115, 185 115, 185 175 Z" fill="${c}" fill-opacity="0.8"/>`,
  shield: (c) =>
    `<path d="M100 15 L 170 40 C 170 110, 145 155, 100 185 C 55 155, 30 110, 30 40 Z" fill="${c}"/><path d="M70 100 L 92 122 L 135 78" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  clipboard: (c) =>
    `<rect x="35" y="25" width="130" height="160" rx="12" fill="${c}"/><rect x="70" y="15" width="60" height="25" rx="8" fill="${c}"/>${[0, 1, 2, 3].map((k) => `<rect x="55" y="${65 + k * 28}" width="90" height="10" rx="5" fill="#ffffff" fill-opacity="0.65"/>`).join("")}`,
  bottle: (c) =>
    `<rect x="80" y="10" width="40" height="25" rx="4" fill="${c}"/><path d="M70 35 L 130 35 L 150 70 L 150 185 L 50 185 L 50 70 Z" fill="${c}"/><rect x="62" y="95" width="76" height="50" rx="6" fill="#ffffff" fill-opacity="0.6"/>`,
  tube: (c) =>
    `<path d="M45 40 L 155 40 L 130 165 L 70 165 Z" fill="${c}"/><rect x="85" y="165" width="30" height="25" rx="4" fill="${c}"/><rect x="40" y="30" width="120" height="14" rx="3" fill="${c}"/>`,
  roll: (c) =>
    `<rect x="30" y="50" width="120" height="100" fill="${c}"/><ellipse cx="150" cy="100" rx="25" ry="50" fill="${c}"/><ellipse cx="150" cy="100" rx="10" ry="20" fill="#ffffff" fill-opacity="0.6"/><ellipse cx="30" cy="100" rx="25" ry="50" fill="${c}" fill-opacity="0.8"/>`,
  pad: (c) =>
    `<rect x="20" y="20" width="160" height="160" rx="22" fill="${c}"/><rect x="55" y="55" width="90" height="90" rx="12" fill="#ffffff" fill-opacity="0.6"/>`,
  bag: (c) =>
    `<path d="M50 30 L 150 30 L 160 150 C 160 170, 40 170, 40 150 Z" fill="${c}"/><rect x="92" y="160" width="16" height="30" fill="${c}"/><rect x="65" y="60" width="70" height="45" rx="6" fill="#ffffff" fill-opacity="0.6"/>`,
  pump: (c) =>
    `<rect x="30" y="30" width="140" height="140" rx="18" fill="${c}"/><rect x="50" y="50" width="100" height="50" rx="6" fill="#ffffff" fill-opacity="0.65"/><circle cx="75" cy="135" r="14" fill="#ffffff" fill-opacity="0.6"/><circle cx="125" cy="135" r="14" fill="#ffffff" fill-opacity="0.6"/>`,
  stripe: (c) =>
    `<rect x="80" y="10" width="40" height="180" rx="10" fill="${c}"/><rect x="88" y="25" width="24" height="150" rx="6" fill="#ffffff" fill-opacity="0.5"/>`,
  film: (c) =>
    `<rect x="25" y="35" width="150" height="130" rx="8" fill="${c}" fill-opacity="0.55"/><rect x="45" y="25" width="150" height="130" rx="8" fill="${c}" fill-opacity="0.85"/>`,
};

/** @typedef {{ key: string, shape: keyof typeof SHAPES, caption: string, bg: string, fg: string }} Picture */

/** @param {Picture} picture */
function pictureSvg({ shape, caption, bg, fg }, w = 800, h = 600) {
  const size = Math.round(h * 0.5);
  const scale = size / 200;
  const x = Math.round((w - size) / 2);
  const y = Math.round(h * 0.12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}" stop-opacity="0.85"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.25}" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${SHAPES[shape](fg)}</g>
  <rect x="${w * 0.08}" y="${h * 0.74}" width="${w * 0.84}" height="${h * 0.14}" rx="${h * 0.07}" fill="#ffffff" fill-opacity="0.92"/>
  <text x="${w / 2}" y="${h * 0.835}" font-family="${FONT}" font-size="${Math.round(h * 0.065)}" font-weight="bold" fill="${bg}" text-anchor="middle">${esc(caption)}</text>
</svg>`;
}

/** @param {{ bg: string, skin: string, hair: string }} colours */
function portraitSvg({ bg, skin, hair }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" fill="${bg}"/>
  <circle cx="320" cy="70" r="120" fill="#ffffff" fill-opacity="0.08"/>
  <path d="M60 400 C 60 290, 340 290, 340 400 Z" fill="#ffffff" fill-opacity="0.85"/>
  <rect x="175" y="235" width="50" height="45" fill="${skin}"/>
  <ellipse cx="200" cy="170" rx="72" ry="86" fill="${skin}"/>
  <path d="M128 160 C 120 80, 280 80, 272 160 C 262 120, 150 112, 128 160 Z" fill="${hair}"/>
</svg>`;
}

/** @param {{ initials: string, bg: string, fg: string, label: string }} logo */
function logoSvg({ initials, bg, fg, label }) {
  const fontSize = initials.length > 1 ? 118 : 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" rx="48" fill="${bg}"/>
  <circle cx="200" cy="175" r="125" fill="${fg}" fill-opacity="0.12"/>
  <text x="200" y="${175 + fontSize * 0.35}" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="${fg}" text-anchor="middle">${esc(initials)}</text>
  <text x="200" y="360" font-family="${FONT}" font-size="30" fill="${fg}" text-anchor="middle">${esc(label)}</text>
</svg>`;
}

// ---------------------------------------------------------------- catalogue

/**
 * Event pictures by theme key; events pick theirs by key.
 * @type {Picture[]}
 */
const EVENT_PICTURES = [
  { key: "kongress", shape: "people", caption: "Wundkongress", bg: "#0f5e6e", fg: "#9fe0d2" },
  { key: "dekubitus", shape: "shield", caption: "Dekubitus-Prophylaxe", bg: "#5a3d7a", fg: "#d8c4f0" },
  {
    key: "diabetischer-fuss",
    shape: "foot",
    caption: "Diabetisches Fußsyndrom",
    bg: "#7a3d3d",
    fg: "#f4c7b8",
  },
  { key: "kompression", shape: "bandage", caption: "Kompressionstherapie", bg: "#24457a", fg: "#b7cbef" },
  { key: "ernaehrung", shape: "leaf", caption: "Ernährung in der Pflege", bg: "#2f5d3a", fg: "#c6e6a8" },
  { key: "hygiene", shape: "drop", caption: "Hygiene", bg: "#115e8a", fg: "#b9e2f7" },
  { key: "stoma", shape: "heart", caption: "Stoma und Kontinenz", bg: "#8a4b11", fg: "#f7d8b9" },
  { key: "online", shape: "screen", caption: "Online-Seminar", bg: "#33415c", fg: "#c9d3ea" },
  { key: "workshop", shape: "plaster", caption: "Praxisworkshop Wunde", bg: "#6e0f4a", fg: "#f0b8d9" },
  { key: "schmerz", shape: "cross", caption: "Schmerzmanagement", bg: "#7a5a0f", fg: "#f3e0a8" },
  { key: "kurs", shape: "book", caption: "Kurs und Zertifikat", bg: "#3d5a7a", fg: "#c7d9ee" },
  { key: "recht", shape: "clipboard", caption: "Recht & Dokumentation", bg: "#4a4a4a", fg: "#dedede" },
];

/** @type {Picture[]} */
const PRODUCT_PICTURES = [
  { key: "wundauflage", shape: "pad", caption: "Wundauflage", bg: "#0f5e6e", fg: "#bfeee3" },
  { key: "tamponade", shape: "stripe", caption: "Tamponade", bg: "#5a3d7a", fg: "#e2d3f5" },
  { key: "folie", shape: "film", caption: "Wundfolie", bg: "#3d5a7a", fg: "#d7e4f3" },
  { key: "spuelloesung", shape: "bottle", caption: "Wundspüllösung", bg: "#115e8a", fg: "#c9e8f9" },
  { key: "hautschutz", shape: "tube", caption: "Hautschutz", bg: "#8a4b11", fg: "#f9e0c6" },
  { key: "binde", shape: "roll", caption: "Binde", bg: "#24457a", fg: "#c5d6f3" },
  { key: "kompression", shape: "bandage", caption: "Kompression", bg: "#4a2d6e", fg: "#dccdf0" },
  { key: "trinknahrung", shape: "bottle", caption: "Trinknahrung", bg: "#2f5d3a", fg: "#d3ecbe" },
  { key: "sondennahrung", shape: "bag", caption: "Sondennahrung", bg: "#5d5a2f", fg: "#eeeac4" },
  { key: "pumpe", shape: "pump", caption: "Ernährungspumpe", bg: "#33415c", fg: "#d3dbee" },
];

const PORTRAITS = [
  { bg: "#0f5e6e", skin: "#f1c7a5", hair: "#3b2a1e" },
  { bg: "#5a3d7a", skin: "#e0ac85", hair: "#1d1d1d" },
  { bg: "#24457a", skin: "#f6d3b8", hair: "#b58a4c" },
  { bg: "#2f5d3a", skin: "#c98e66", hair: "#2a1a10" },
  { bg: "#7a3d3d", skin: "#f1c7a5", hair: "#7a4b2a" },
  { bg: "#115e8a", skin: "#8d5a3b", hair: "#111111" },
  { bg: "#8a4b11", skin: "#f6d3b8", hair: "#d9c08a" },
  { bg: "#33415c", skin: "#e0ac85", hair: "#5b3a22" },
  { bg: "#6e0f4a", skin: "#f1c7a5", hair: "#9a9a9a" },
  { bg: "#4a4a4a", skin: "#d69c78", hair: "#3b2a1e" },
];

/** @type {[background: string, foreground: string][]} */
const LOGO_COLOURS = [
  ["#0f5e6e", "#e6f5f1"],
  ["#24457a", "#eef2fb"],
  ["#2f5d3a", "#f1f8ec"],
  ["#7a3d3d", "#fbeeee"],
  ["#5a3d7a", "#f3eefb"],
  ["#8a4b11", "#fdf2e6"],
  ["#115e8a", "#e9f5fc"],
  ["#33415c", "#eef1f7"],
  ["#6e0f4a", "#fbeaf4"],
  ["#5d5a2f", "#f7f6e8"],
  ["#1f6f5c", "#e8f7f2"],
  ["#4a4a4a", "#f4f4f4"],
];

/** Logos of the care-partner kinds, by Kategorie (categories share a few symbols). */
const PARTNER_LOGOS = [
  { key: "apotheke", initials: "A", label: "Apotheke", kategorien: ["Apotheke"] },
  { key: "klinik", initials: "K", label: "Klinik", kategorien: ["Klinik", "Rehaeinrichtung"] },
  {
    key: "praxis",
    initials: "P",
    label: "Praxis",
    kategorien: ["Facharzt", "Hausarzt/MVZ", "Podologische Praxis", "Physiotherapiepraxis"],
  },
  {
    key: "pflege",
    initials: "Pf",
    label: "Pflege",
    kategorien: ["Pflegeheim", "Ambulanter Pflegedienst", "Tagespflege", "Hospiz"],
  },
  { key: "wundzentrum", initials: "W", label: "Wundzentrum", kategorien: ["Wundzentrum"] },
  {
    key: "homecare",
    initials: "H",
    label: "Homecare",
    kategorien: ["Homecareunternehmen", "Stomatherapeut"],
  },
  { key: "sanitaetshaus", initials: "S", label: "Sanitätshaus", kategorien: ["Sanitätshaus"] },
  { key: "ernaehrung", initials: "E", label: "Ernährung", kategorien: ["Ernährungsberatung"] },
];

/**
 * Initials of a company name: first letters of its first two words that are not legal forms.
 * @param {string} name
 */
function initialsOf(name) {
  const words = name
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(GmbH|AG|KG|Co\.|e\.V\.|SE|mbH)$/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

// ---------------------------------------------------------------- PDF

/**
 * A three-page PDF (PDF 1.4, Helvetica, WinAnsi text) with correct cross-reference offsets; several
 * pages so the viewer's paging can be tried.
 */
function datasheetPdf() {
  /** @type {[font: string, size: number, text: string][][]} */
  const pages = [
    [
      ["F2", 20, "Produktdatenblatt (Muster)"],
      ["F1", 12, ""],
      ["F1", 12, "Dieses Datenblatt gehört zu den Demodaten des Wundportals."],
      ["F1", 12, "Es enthält keine echten Produktangaben."],
    ],
    [
      ["F2", 16, "Anwendung und Lagerung"],
      ["F1", 12, ""],
      ["F1", 12, "Anwendung: nach ärztlicher Verordnung und Gebrauchsanweisung."],
      ["F1", 12, "Lagerung: trocken, bei 5 bis 25 °C, vor Licht geschützt."],
    ],
    [
      ["F2", 16, "Hinweise"],
      ["F1", 12, ""],
      ["F1", 12, "Für Kinder unzugänglich aufbewahren."],
      ["F1", 10, "Stand: November 2026"],
    ],
  ];
  /** @param {string} s */
  const pdfText = (s) => s.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
  const contents = pages.map((lines, index) => {
    let y = 780;
    const ops = ["BT"];
    for (const [font, size, text] of /** @type {typeof lines} */ ([
      ...lines,
      ["F1", 10, ""],
      ["F1", 10, `Seite ${index + 1} von ${pages.length}`],
    ])) {
      ops.push(`/${font} ${size} Tf`, `1 0 0 1 60 ${y} Tm`, `(${pdfText(text)}) Tj`);
      y -= size + 10;
    }
    ops.push("ET", "0.06 0.37 0.43 RG", "2 w", "60 800 m 535 800 l S");
    return Buffer.from(ops.join("\n"), "latin1");
  });
  // Objects: 1 catalog, 2 pages, 3-4 fonts, 5 info, then per page a page object and its content stream.
  /** @param {number} i */
  const pageObject = (i) => 6 + i * 2;
  /** @type {(string | Buffer)[]} */
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Title (Produktdatenblatt Muster) /Producer (Wundportal Demo-Seed) >>",
    ...contents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObject(i) + 1} 0 R >>`,
      content,
    ]),
  ];
  const header = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const chunks = [header];
  let offset = header.length;
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((body, i) => {
    const head = Buffer.from(`${i + 1} 0 obj\n`, "latin1");
    const inner = Buffer.isBuffer(body)
      ? Buffer.concat([
          Buffer.from(`<< /Length ${body.length} >>\nstream\n`, "latin1"),
          body,
          Buffer.from("\nendstream", "latin1"),
        ])
      : Buffer.from(body, "latin1");
    const chunk = Buffer.concat([head, inner, Buffer.from("\nendobj\n", "latin1")]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    "startxref",
    String(offset),
    "%%EOF",
    "",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------- rendering and upload

/**
 * A file to upload.
 * @typedef {{ group: MediaGroup, key: string, name: string, alt: string, mime: string, render: () => Promise<Buffer> }} MediaFile
 */

/**
 * Everything to upload: { group, key, name, alt, mime, render() → Buffer }.
 * @param {typeof import("sharp")} sharp
 * @param {string[]} manufacturerNames
 */
function catalogue(sharp, manufacturerNames) {
  /** @param {string} svg @param {number} w @param {number} h */
  const jpeg = (svg, w, h) => () =>
    sharp(Buffer.from(svg)).resize(w, h).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  /** @param {string} svg */
  const png = (svg) => () => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  /** @type {MediaFile[]} */
  const files = [];
  BACKGROUNDS.forEach((b, i) =>
    files.push({
      group: "background",
      key: String(i + 1),
      name: `hintergrund-${i + 1}.jpg`,
      alt: b.alt,
      mime: "image/jpeg",
      render: jpeg(backgroundSvg(b, i), 1600, 900),
    }),
  );
  for (const p of EVENT_PICTURES) {
    files.push({
      group: "event",
      key: p.key,
      name: `veranstaltung-${p.key}.jpg`,
      alt: `Symbolbild ${p.caption}`,
      mime: "image/jpeg",
      render: jpeg(pictureSvg(p), 800, 600),
    });
  }
  PORTRAITS.forEach((p, i) =>
    files.push({
      group: "portrait",
      key: String(i),
      name: `referent-portrait-${i + 1}.jpg`,
      alt: "Porträt-Platzhalter einer Referentin oder eines Referenten",
      mime: "image/jpeg",
      render: jpeg(portraitSvg(p), 400, 400),
    }),
  );
  manufacturerNames.slice(0, LOGO_COLOURS.length).forEach((name, i) => {
    const [bg, fg] = entryAt(LOGO_COLOURS, i);
    files.push({
      group: "logo",
      key: String(i),
      name: `logo-hersteller-${i + 1}.png`,
      alt: `Logo ${name}`,
      mime: "image/png",
      render: png(logoSvg({ initials: initialsOf(name), bg, fg, label: name.split(" ")[0] ?? name })),
    });
  });
  PARTNER_LOGOS.forEach((l, i) => {
    const [bg, fg] = entryAt(LOGO_COLOURS, (i * 5 + 3) % LOGO_COLOURS.length);
    files.push({
      group: "partnerlogo",
      key: l.key,
      name: `logo-${l.key}.png`,
      alt: `Symbol ${l.label}`,
      mime: "image/png",
      render: png(logoSvg({ initials: l.initials, bg, fg, label: l.label })),
    });
  });
  for (const p of PRODUCT_PICTURES) {
    files.push({
      group: "product",
      key: p.key,
      name: `produkt-${p.key}.jpg`,
      alt: `Produktfoto-Platzhalter ${p.caption}`,
      mime: "image/jpeg",
      render: jpeg(pictureSvg(p), 800, 600),
    });
  }
  files.push({
    group: "pdf",
    key: "datenblatt",
    name: "produktdatenblatt-muster.pdf",
    alt: "Produktdatenblatt (Muster)",
    mime: "application/pdf",
    render: async () => datasheetPdf(),
  });
  return files;
}

/**
 * Renders and uploads every file once (a file already stored under the same name is reused,
 * so a forced second run does not duplicate media). Returns { group: { key: fileId } }.
 * @param {import("@strapi/strapi").Core.Strapi} app
 * @param {string[]} manufacturerNames
 * @param {(message: string) => void} [log]
 * @returns {Promise<Media>}
 */
async function uploadMedia(app, manufacturerNames, log = () => {}) {
  const sharp = require("sharp");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wundportal-seed-"));
  /** @type {Media} */
  const ids = {};
  let uploaded = 0;
  let reused = 0;
  try {
    for (const file of catalogue(sharp, manufacturerNames)) {
      const group = (ids[file.group] = ids[file.group] || {});
      const existing = await app.db
        .query("plugin::upload.file")
        .findOne({ where: { name: file.name }, select: ["id"] });
      if (existing) {
        group[file.key] = existing.id;
        reused++;
        continue;
      }
      const buffer = await file.render();
      const filepath = path.join(tmp, file.name);
      fs.writeFileSync(filepath, buffer);
      const [stored] = await app
        .plugin("upload")
        .service("upload")
        .upload({
          data: { fileInfo: { name: file.name, alternativeText: file.alt, caption: file.alt } },
          files: { filepath, originalFilename: file.name, mimetype: file.mime, size: buffer.length },
        });
      group[file.key] = stored.id;
      uploaded++;
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  log(`Medien: ${uploaded} hochgeladen, ${reused} wiederverwendet`);
  return ids;
}

module.exports = {
  uploadMedia,
  datasheetPdf,
  PARTNER_LOGOS,
  EVENT_PICTURES,
  PRODUCT_PICTURES,
  PORTRAITS,
  BACKGROUNDS,
  initialsOf,
};
