"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

const OPTIONS = [
  { label: "Veranstaltungen", href: "/veranstaltungen" },
  { label: "Referenten", href: "/referenten" },
  { label: "Hersteller", href: "/hersteller" },
  { label: "Produkte", href: "/hersteller" },
  { label: "Versorgungspartner", href: "/versorgungspartner" },
];

/** 'Ich suche nach …' + 'Los!': products and manufacturers both lead to /hersteller. */
export function CategorySearch() {
  const router = useRouter();
  const [choice, setChoice] = useState(0);
  return (
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(OPTIONS[choice]?.href ?? "/veranstaltungen");
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="kategorie" className="text-sm font-semibold">
          Ich suche nach
        </label>
        <select
          id="kategorie"
          value={choice}
          onChange={(event) => setChoice(Number(event.target.value))}
          className="rounded border border-gray-400 bg-white px-3 py-2"
        >
          {OPTIONS.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Los!
      </button>
    </form>
  );
}
