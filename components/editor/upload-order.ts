// The order of an upload field's files. Each chosen file is sent at once, in its own request, so
// the answers come back in whatever order the server finishes them; appending each as it arrived
// stored eight files as m1, m3, m6, m4, …. A file takes its place by the order it was chosen in
// instead; a file the field held before (stored, or moved by the user) keeps its place.

/**
 * `files` with `added` inserted before the first file chosen after it. `rank` is the position of
 * the choice `added` came from (counting over all choices of the field); `rankOf` that of a file
 * in `files`, undefined for a file that was there before.
 */
export function placeByChoice<F>(
  files: readonly F[],
  added: readonly F[],
  rank: number,
  rankOf: (file: F) => number | undefined,
): F[] {
  const at = files.findIndex((file) => {
    const other = rankOf(file);
    return other !== undefined && other > rank;
  });
  return at === -1 ? [...files, ...added] : [...files.slice(0, at), ...added, ...files.slice(at)];
}

/** `files` with the one at `from` moved to `to` (both clamped to the list). */
export function moveFile<F>(files: readonly F[], from: number, to: number): F[] {
  const target = Math.max(0, Math.min(files.length - 1, to));
  if (from < 0 || from >= files.length || from === target) return [...files];
  const next = [...files];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as F);
  return next;
}
