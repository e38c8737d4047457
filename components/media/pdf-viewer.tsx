"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/AnnotationLayer.css";
import "react-pdf/dist/Page/TextLayer.css";
import { stepPage, stepZoom, ZOOM_MAX, ZOOM_MIN } from "@/lib/pdf-nav";

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  "pdfjs-dist/build/pdf.worker.min.mjs",
  import.meta.url,
).toString();

/** A PDF in a modal that a click on the backdrop does not close; zoom 0.1–2, paging wraps around. */
export function PdfViewer({
  url,
  title,
  open,
  onOpenChange,
}: {
  url: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [failed, setFailed] = useState(false);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-4 z-50 flex flex-col rounded-lg bg-white shadow-xl"
        >
          <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 p-3">
            <RadixDialog.Title className="mr-auto font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">
              PDF-Ansicht mit Zoom und Seitenwechsel
            </RadixDialog.Description>
            <button
              type="button"
              className="rounded border px-2 py-1"
              onClick={() => setZoom((z) => stepZoom(z, -1))}
              disabled={zoom <= ZOOM_MIN}
              aria-label="Verkleinern"
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <span aria-live="polite" data-testid="pdf-zoom" className="w-14 text-center tabular-nums">
              {Math.round(zoom * 100)} %
            </span>
            <button
              type="button"
              className="rounded border px-2 py-1"
              onClick={() => setZoom((z) => stepZoom(z, 1))}
              disabled={zoom >= ZOOM_MAX}
              aria-label="Vergrößern"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="rounded border px-2 py-1"
              onClick={() => setPage((p) => stepPage(p, pages, -1))}
              aria-label="Vorherige Seite"
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </button>
            <span aria-live="polite" data-testid="pdf-seite" className="tabular-nums">
              Seite {page} von {pages || "…"}
            </span>
            <button
              type="button"
              className="rounded border px-2 py-1"
              onClick={() => setPage((p) => stepPage(p, pages, 1))}
              aria-label="Nächste Seite"
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </button>
            <a href={url} download className="rounded border px-2 py-1">
              Herunterladen
            </a>
            <RadixDialog.Close className="rounded bg-brand-700 px-3 py-1 font-semibold text-white">
              Schließen
            </RadixDialog.Close>
          </div>
          {/* Focusable, so keyboard users can scroll a zoomed page. */}
          <div
            tabIndex={0}
            role="region"
            aria-label="PDF-Dokument"
            className="flex-1 overflow-auto bg-gray-100 p-4"
          >
            {failed ? (
              <p>Die PDF-Datei kann hier nicht angezeigt werden. Sie können sie herunterladen.</p>
            ) : (
              <Document
                file={url}
                onLoadSuccess={({ numPages }) => {
                  setPages(numPages);
                  setPage(1);
                }}
                onLoadError={(error) => {
                  console.error("PDF konnte nicht geladen werden:", error);
                  setFailed(true);
                }}
                loading={<p>PDF wird geladen …</p>}
              >
                <Page pageNumber={page} scale={zoom} />
              </Document>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
