// Zoom and paging rules of the PDF viewer.
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;

/** Next zoom level, in steps of 0.1 within 0.1–2 (rounded, so no float drift accumulates). */
export function stepZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM_STEP) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** Page stepping wraps: next on the last page goes to 1, previous on the first to the last. */
export function stepPage(current: number, total: number, direction: 1 | -1): number {
  if (total < 1) return 1;
  if (direction === 1) return current >= total ? 1 : current + 1;
  return current <= 1 ? total : current - 1;
}
