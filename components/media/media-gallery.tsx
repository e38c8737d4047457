"use client";

import dynamic from "next/dynamic";
import { ChevronLeft, ChevronRight, FileText } from "lucide-react";
import { useState } from "react";
import type { Media } from "@/lib/types";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";

const PdfViewer = dynamic(() => import("./pdf-viewer").then((m) => m.PdfViewer), { ssr: false });

/** One media item, shown by its kind (decided by file extension). */
function MediaItem({ item, onOpenPdf }: { item: Media; onOpenPdf: (item: Media) => void }) {
  switch (item.kind) {
    case "image":
      return (
        // eslint-disable-next-line @next/next/no-img-element -- sizes come from the CMS; lazy below the fold
        <img
          src={item.thumbnailUrl ?? item.url}
          alt={item.alt || item.name}
          loading="lazy"
          width={item.width ?? 400}
          height={item.height ?? 300}
          className="h-48 w-full rounded bg-gray-50 object-contain"
        />
      );
    case "video":
      return (
        <video
          src={item.url}
          controls
          preload="metadata"
          className="h-48 w-full rounded bg-black"
          aria-label={item.name}
        />
      );
    case "audio":
      return <audio src={item.url} controls className="w-full" aria-label={item.name} />;
    case "pdf":
      return (
        <button
          type="button"
          onClick={() => onOpenPdf(item)}
          className="flex h-48 w-full flex-col items-center justify-center rounded border border-gray-300 bg-brand-50 p-4 hover:bg-brand-100"
        >
          <FileText aria-hidden="true" className="h-8 w-8" />
          <span className="mt-2 font-semibold">{item.name}</span>
          <span className="text-sm">PDF ansehen</span>
        </button>
      );
    default:
      return (
        <a
          href={item.url}
          download
          className="flex h-48 items-center justify-center rounded border border-gray-300 p-4 underline"
        >
          {item.name} herunterladen
        </a>
      );
  }
}

/** Media carousel: 3 per view from 1024 px, 2 from 600 px, 1 below (the specification's breakpoints). */
export function MediaGallery({ items, title = "Galerie" }: { items: Media[]; title?: string }) {
  const [viewportRef, startCarousel, carousel] = useLazyEmbla({ align: "start", slidesToScroll: 1 });
  const [pdf, setPdf] = useState<Media | null>(null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="galerie" className="mt-8">
      <div className="flex items-center justify-between">
        <h2 id="galerie" className="text-xl font-bold">
          {title}
        </h2>
        {items.length > 1 ? (
          <div className="flex gap-2">
            <button
              type="button"
              className="rounded border px-3 py-1"
              onClick={() => void startCarousel().then((embla) => embla?.scrollPrev())}
              aria-label="Vorheriges Medium"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              className="rounded border px-3 py-1"
              onClick={() => void startCarousel().then((embla) => embla?.scrollNext())}
              aria-label="Nächstes Medium"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </div>
      <div ref={viewportRef} className="mt-4 overflow-hidden">
        <ul className="flex">
          {items.map((item) => (
            <li
              key={item.id}
              className="min-w-0 shrink-0 grow-0 basis-full pr-4 min-[600px]:basis-1/2 min-[1024px]:basis-1/3"
            >
              <MediaItem item={item} onOpenPdf={setPdf} />
            </li>
          ))}
        </ul>
      </div>
      {carousel}
      {pdf ? (
        <PdfViewer url={pdf.url} title={pdf.name} open onOpenChange={(open) => !open && setPdf(null)} />
      ) : null}
    </section>
  );
}
