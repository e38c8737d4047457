"use client";

import dynamic from "next/dynamic";
import { useState } from "react";

const PdfViewer = dynamic(() => import("./pdf-viewer").then((m) => m.PdfViewer), { ssr: false });

/** A data sheet: opens the PDF viewer; the plain link stays for download and for no-JS. */
export function PdfLink({ url, name }: { url: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={url}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-block rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Datenblatt ansehen (PDF)
      </a>
      {open ? <PdfViewer url={url} title={name} open onOpenChange={setOpen} /> : null}
    </>
  );
}
