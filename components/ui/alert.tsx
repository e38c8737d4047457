"use client";

import type { ReactNode } from "react";

/** An inline, closable error message, announced when it appears. */
export function Alert({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-4 rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800"
    >
      <div>{children}</div>
      {onClose ? (
        <button type="button" onClick={onClose} className="font-bold" aria-label="Meldung schließen">
          ×
        </button>
      ) : null}
    </div>
  );
}
