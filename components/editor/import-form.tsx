"use client";

// 'Produkte importieren' / 'Veranstaltungen importieren': choose a file, see every row with its
// problems (row number and column) and whether it adds or updates, then store the valid rows in
// one step. Nothing is stored before the confirmation; the server reads the file again then.
import { useEffect, useId, useRef, useState } from "react";
import type { ImportKind } from "@wundportal/rules/listing-import";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { ActionResult } from "@/lib/action-result";
import { countLabel } from "@/lib/format";
import { GENERIC_ERROR } from "@/lib/messages";
import { IMPORT_TEXTS, countOf, limitMessage } from "@/lib/import-texts";
import type { ImportPreview } from "@/server/import/import-listings";

interface Props {
  kind: ImportKind;
  manufacturers: { id: number; name: string }[];
}

type Answer = ActionResult<{ preview?: ImportPreview; result?: { added: number; updated: number } }>;

async function send(form: FormData): Promise<Answer> {
  try {
    const response = await fetch("/api/inserate/import", { method: "POST", body: form });
    return (await response.json()) as Answer;
  } catch {
    return { ok: false, message: GENERIC_ERROR };
  }
}

export function ImportForm({ kind, manufacturers }: Props) {
  const fileId = useId();
  const manufacturerId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [manufacturer, setManufacturer] = useState(String(manufacturers[0]?.id ?? ""));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const many = kind === "Produkt" ? "Produkte" : "Veranstaltungen";
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // A new preview takes the focus, so a screen reader reads it from its heading on.
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  async function run(step: "vorschau" | "speichern") {
    if (!file) {
      setError(IMPORT_TEXTS.noFile);
      return;
    }
    const form = new FormData();
    form.set("schritt", step);
    form.set("datei", file);
    if (manufacturer) form.set("hersteller", manufacturer);
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await send(form);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message ?? GENERIC_ERROR);
      return;
    }
    if (step === "vorschau") setPreview(answer.data?.preview ?? null);
    else {
      setPreview(null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      setDone(answer.message ?? "");
    }
  }

  const valid = preview ? preview.adds + preview.updates : 0;
  const withProblems = preview ? preview.rows.filter((row) => row.problems.length) : [];
  const overLimit = preview !== null && preview.room !== null && preview.adds > preview.room;

  return (
    <div className="mt-6 flex flex-col gap-6">
      <section aria-labelledby="vorlage-titel" className="rounded border border-gray-300 p-4">
        <h2 id="vorlage-titel" className="text-xl font-semibold">
          Vorlage
        </h2>
        <p className="mt-2">
          Die Spalten heißen wie die Felder im Editor. Mehrere Werte trennen Sie mit „;“. Bilder und
          Datenblätter fügen Sie danach im Editor hinzu.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          <a
            className="underline"
            href={`/api/inserate/vorlage?art=${kind === "Produkt" ? "produkte" : "veranstaltungen"}&format=csv`}
          >
            Vorlage als CSV herunterladen
          </a>
          <a
            className="underline"
            href={`/api/inserate/vorlage?art=${kind === "Produkt" ? "produkte" : "veranstaltungen"}&format=xlsx`}
          >
            Vorlage als Excel herunterladen
          </a>
        </p>
      </section>

      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run("vorschau");
        }}
      >
        {kind === "Produkt" && manufacturers.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={manufacturerId} className="font-semibold">
              Hersteller
            </label>
            <select
              id={manufacturerId}
              value={manufacturer}
              onChange={(event) => setManufacturer(event.target.value)}
              className="max-w-full rounded border border-gray-500 px-2 py-1"
            >
              {manufacturers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-semibold">
            Datei (CSV{kind === "Veranstaltung" ? ", Excel oder Kalender (.ics)" : " oder Excel"}, höchstens 2
            MB und 1.000 Zeilen)
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={kind === "Veranstaltung" ? ".csv,.xlsx,.ics" : ".csv,.xlsx"}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
              setError(null);
            }}
            className="max-w-full"
          />
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy && !preview ? "Datei wird geprüft..." : "Vorschau anzeigen"}
          </Button>
        </div>
      </form>

      {error ? (
        <div role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </div>
      ) : null}
      {done ? (
        <div role="status" className="rounded border border-green-800 bg-green-50 px-4 py-3 text-green-900">
          {done}{" "}
          <Link href="/admin/meine-inserate" className="font-semibold underline">
            Zu Meine Inserate
          </Link>
        </div>
      ) : null}

      {preview ? (
        <section aria-labelledby="vorschau-titel" className="flex flex-col gap-4">
          <h2 id="vorschau-titel" ref={previewHeading} className="text-xl font-semibold" tabIndex={-1}>
            Vorschau
          </h2>
          {preview.fileProblems.length ? (
            <div role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
              <p className="font-semibold">Die Datei kann nicht importiert werden:</p>
              <ul className="mt-2 list-disc pl-5">
                {preview.fileProblems.map((problem, index) => (
                  <li key={index}>{problem.message}</li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <p data-testid="import-zusammenfassung">
                {countLabel(preview.rows.length, "Zeile", "Zeilen")}: {preview.adds} neu, {preview.updates}{" "}
                aktualisiert, {withProblems.length} mit Problemen (werden nicht importiert).
              </p>
              {overLimit ? (
                <div role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
                  {limitMessage(kind, preview.adds, preview.room ?? 0, preview.roomOf)}{" "}
                  <Link href="/admin/plans" className="font-semibold underline">
                    Tarife ansehen
                  </Link>
                </div>
              ) : null}
              {withProblems.length ? (
                <div className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
                  <h3 className="font-semibold">Probleme</h3>
                  <ul className="mt-2 list-disc pl-5" data-testid="import-probleme">
                    {withProblems.flatMap((row) =>
                      row.problems.map((problem, index) => (
                        <li key={`${row.line}-${index}`}>
                          Zeile {row.line}
                          {problem.column ? `, Spalte „${problem.column}“` : ""}: {problem.message}
                        </li>
                      )),
                    )}
                  </ul>
                </div>
              ) : null}
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">Zeilen der Datei</caption>
                  <thead>
                    <tr className="border-b border-gray-300">
                      <th scope="col" className="py-2 pr-3">
                        Zeile
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Name
                      </th>
                      <th scope="col" className="py-2">
                        Ergebnis
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr
                        key={row.line}
                        className="border-b border-gray-200"
                        data-testid={`import-zeile-${row.line}`}
                      >
                        <td className="py-2 pr-3">{row.line}</td>
                        <td className="py-2 pr-3 wrap-anywhere">{row.name || "(ohne Namen)"}</td>
                        <td className="py-2">
                          {row.problems.length ? (
                            <span className="font-semibold text-red-700">Wird nicht importiert</span>
                          ) : row.action === "add" ? (
                            "Neu"
                          ) : (
                            "Aktualisiert"
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div>
                <Button
                  type="button"
                  disabled={busy || valid === 0 || overLimit}
                  onClick={() => void run("speichern")}
                >
                  {busy ? "Wird importiert..." : `${countOf(kind, valid)} importieren`}
                </Button>
                {valid === 0 ? <p className="mt-2">Keine Zeile kann importiert werden.</p> : null}
              </div>
            </>
          )}
        </section>
      ) : null}
      <p className="text-sm">
        Nichts wird gespeichert, bevor Sie bestätigen. Es werden nur fehlerfreie Zeilen importiert; {many} mit
        gleichem Namen{kind === "Produkt" ? " oder gleicher PZN" : " und Beginn"} werden aktualisiert.
      </p>
    </div>
  );
}
