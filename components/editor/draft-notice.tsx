"use client";

import { Button } from "@/components/ui/button";
import { DRAFT_RESTORED_MESSAGE } from "@/lib/forms/use-form-draft";

/** Shown above a form whose values came back from a local draft (useFormDraft's `restored`). */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded border border-brand-700 bg-brand-50 px-4 py-3"
    >
      <p>{DRAFT_RESTORED_MESSAGE}</p>
      <Button type="button" variant="secondary" onClick={onDiscard}>
        Verwerfen
      </Button>
    </div>
  );
}
