"use client";

// A form's upload field: files chosen with the button (the browser's picker) or dropped on the field
// go to POST /api/uploads?kind=… one request per file, each with its own progress bar; finished files
// join `value`. A file that fails stays in the list with its German message (and, when trying again
// can help, a retry), so nothing chosen is lost. Finished files keep the order they were chosen in
// (upload-order.ts), and a field of several files can be reordered: "nach oben"/"nach unten"
// buttons for keyboards (announced in a polite live region) and HTML5 drag and drop for pointers.
import { ChevronDown, ChevronUp, GripVertical, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { moveFile, placeByChoice } from "@/components/editor/upload-order";
import { Button } from "@/components/ui/button";
import {
  acceptFor,
  checkFile,
  describeKind,
  UPLOAD_MESSAGES,
  type UploadedFile,
  type UploadKind,
} from "@/lib/uploads";

export interface FileUploadProps {
  label: string;
  kind: UploadKind;
  multiple?: boolean;
  /** Most files the field holds; the file chooser disappears once `value` has this many. */
  max?: number;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
  disabled?: boolean;
}

interface Pending {
  key: number;
  file: File;
  /** 0–100 while uploading. */
  progress: number;
  error?: string;
  /** Whether sending it again can help (not for a file of the wrong type or size). */
  retryable?: boolean;
}

type Answer = { ok: true; data: UploadedFile[] } | { ok: false; message: string };

function readAnswer(xhr: XMLHttpRequest): Answer | null {
  try {
    return JSON.parse(xhr.responseText) as Answer;
  } catch {
    return null;
  }
}

const isImage = (file: UploadedFile) => file.mime.startsWith("image/");
/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");
const idsOf = (files: UploadedFile[]) => files.map((file) => file.id).join(",");

export function FileUpload({
  label,
  kind,
  multiple = false,
  max,
  value,
  onChange,
  error,
  disabled = false,
}: FileUploadProps) {
  const id = useId();
  const inputId = `${id}-datei`;
  const hintId = `${id}-hinweis`;
  const errorId = `${id}-fehler`;
  const limit = max ?? Number.POSITIVE_INFINITY;

  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const nextKey = useRef(0);
  const requests = useRef(new Map<number, XMLHttpRequest>());
  // Which choice (its Pending key, counting up) each finished file came from: its place in `value`.
  const ranks = useRef(new Map<number, number>());
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  // Uploads finish one by one: each adds to what the field holds by then, not to an older render's
  // value. The form may render the values this field emitted late and one at a time, so an older
  // echo of our own must not roll `current` back; a value from elsewhere (reset, draft) is adopted.
  const current = useRef(value);
  const emitted = useRef<string[]>([]);
  useEffect(() => {
    const key = idsOf(value);
    const echo = emitted.current.indexOf(key);
    if (echo === -1 || echo === emitted.current.length - 1) {
      current.current = value;
      emitted.current = [];
    }
  }, [value]);
  const emit = (next: UploadedFile[]) => {
    current.current = next;
    emitted.current.push(idsOf(next));
    onChange(next);
  };
  useEffect(() => {
    const open = requests.current;
    return () => open.forEach((xhr) => xhr.abort());
  }, []);

  const update = (key: number, change: Partial<Pending>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (key: number) => setPending((items) => items.filter((item) => item.key !== key));

  function send(item: Pending) {
    const xhr = new XMLHttpRequest();
    requests.current.set(item.key, xhr);
    const fail = (message: string, retryable: boolean) => {
      requests.current.delete(item.key);
      update(item.key, { progress: 0, error: message, retryable });
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        update(item.key, { progress: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
      }
    };
    xhr.onload = () => {
      const answer = readAnswer(xhr);
      if (xhr.status >= 200 && xhr.status < 300 && answer?.ok) {
        requests.current.delete(item.key);
        for (const file of answer.data) ranks.current.set(file.id, item.key);
        emit(
          multiple
            ? placeByChoice(current.current, answer.data, item.key, (file) => ranks.current.get(file.id))
            : answer.data.slice(0, 1),
        );
        drop(item.key);
        return;
      }
      const message = answer && !answer.ok ? answer.message : UPLOAD_MESSAGES.failed;
      // Type and size do not change by sending the same file again.
      fail(message, xhr.status !== 413 && xhr.status !== 415);
    };
    xhr.onerror = () => fail(UPLOAD_MESSAGES.failed, true);
    const form = new FormData();
    form.append("files", item.file, item.file.name);
    xhr.open("POST", `/api/uploads?kind=${kind}`);
    xhr.send(form);
  }

  function choose(files: File[]) {
    setNotice(null);
    const uploading = pending.filter((item) => !item.error).length;
    const chosen = multiple ? files : files.slice(0, 1);
    const room = multiple ? limit - current.current.length - uploading : 1;
    if (chosen.length > room) {
      // Uploading only the first files that fit would pick for the user (in the file dialog's
      // order, which they do not see): upload none and say how many they may choose.
      setNotice(UPLOAD_MESSAGES.noRoom(chosen.length, room, limit));
      return;
    }
    const items = chosen.map((file): Pending => {
      const problem = checkFile(kind, file);
      return {
        key: nextKey.current++,
        file,
        progress: 0,
        ...(problem ? { error: problem.message, retryable: false } : {}),
      };
    });
    setPending((existing) => [...(multiple ? existing : existing.filter((item) => !item.error)), ...items]);
    items.filter((item) => !item.error).forEach(send);
  }

  function retry(item: Pending) {
    const again = { ...item, progress: 0, error: undefined, retryable: undefined };
    update(item.key, again);
    send(again);
  }

  function remove(file: UploadedFile) {
    emit(current.current.filter((f) => f.id !== file.id));
    // The removed row (and its button) is gone: focus stays in the field.
    requestAnimationFrame(() => (buttonRef.current ?? groupRef.current)?.focus());
  }

  /** Moves the file at `from` to `to` and says where it is now; a keyboard move keeps the focus. */
  function move(from: number, to: number, focus?: "hoch" | "runter") {
    const files = current.current;
    const file = files[from];
    if (!file || to < 0 || to >= files.length || to === from) return;
    emit(moveFile(files, from, to));
    setAnnouncement(`${file.name}: Position ${to + 1} von ${files.length}.`);
    if (focus) {
      // The row moved in the page; the button pressed goes with it (React may re-insert it).
      requestAnimationFrame(() =>
        groupRef.current
          ?.querySelector<HTMLButtonElement>(`[data-verschieben="${file.id}-${focus}"]`)
          ?.focus(),
      );
    }
  }

  const full = value.length >= limit;
  const sortable = multiple && !disabled && value.length > 1;
  const chooseText = multiple ? "Dateien auswählen" : "Datei auswählen";
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");
  const hint =
    `${describeKind(kind)}.` + (Number.isFinite(limit) && multiple ? ` Höchstens ${limit} Dateien.` : "");

  return (
    <div ref={groupRef} tabIndex={-1} className="flex flex-col gap-2 outline-none">
      {full ? (
        <span className="text-sm font-semibold">{label}</span>
      ) : (
        <label htmlFor={inputId} className="text-sm font-semibold">
          {label}
        </label>
      )}

      {value.length ? (
        <ul className="flex flex-col gap-2">
          {value.map((file, index) => (
            <li
              key={file.id}
              draggable={sortable}
              onDragStart={(event) => {
                if (!sortable) return;
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", file.name);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setDropTarget(index);
              }}
              onDrop={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                move(dragged, index);
                setDragged(null);
                setDropTarget(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              className={`flex items-center gap-2 rounded border p-2 sm:gap-3 ${
                dropTarget === index && dragged !== index ? "border-brand-700 bg-brand-50" : "border-gray-300"
              } ${dragged === index ? "opacity-60" : ""}`}
            >
              {sortable ? (
                <GripVertical aria-hidden="true" className="h-5 w-5 shrink-0 cursor-grab text-muted" />
              ) : null}
              {isImage(file) ? (
                // eslint-disable-next-line @next/next/no-img-element -- a just uploaded file, served through /uploads
                <img
                  src={file.url}
                  alt=""
                  width={64}
                  height={64}
                  draggable={false}
                  className="h-12 w-12 shrink-0 rounded object-cover sm:h-16 sm:w-16"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded bg-gray-100 text-xs font-semibold uppercase sm:h-16 sm:w-16"
                >
                  {file.mime.split("/")[1]?.slice(0, 4) ?? "Datei"}
                </span>
              )}
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                // Wrapped, not cut: beside the picture and the button a phone leaves too little
                // room for a truncated name to say which file it is.
                className="min-w-0 flex-1 underline wrap-anywhere"
              >
                {file.name}
              </a>
              {sortable ? (
                <div className="flex shrink-0 flex-col gap-1">
                  {(
                    [
                      ["hoch", "nach oben", index - 1, ChevronUp],
                      ["runter", "nach unten", index + 1, ChevronDown],
                    ] as const
                  ).map(([direction, words, to, Icon]) => {
                    const end = to < 0 || to >= value.length;
                    return (
                      <button
                        key={direction}
                        type="button"
                        data-verschieben={`${file.id}-${direction}`}
                        aria-label={`${file.name} ${words} verschieben`}
                        title={`${words[0]!.toUpperCase()}${words.slice(1)} verschieben`}
                        // Not disabled: at the end of the list the button keeps the focus it has.
                        aria-disabled={end || undefined}
                        onClick={() => {
                          if (!end) move(index, to, direction);
                        }}
                        className={`flex h-7 w-7 items-center justify-center rounded border border-brand-700 text-brand-700 ${
                          end ? "cursor-not-allowed opacity-40" : "hover:bg-brand-50"
                        }`}
                      >
                        <Icon aria-hidden="true" className="h-4 w-4" />
                      </button>
                    );
                  })}
                </div>
              ) : null}
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                aria-label={`${file.name} entfernen`}
                onClick={() => remove(file)}
                className="shrink-0"
              >
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {pending.length ? (
        <ul className="flex flex-col gap-2">
          {pending.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 rounded border border-gray-300 p-2">
              <span className="truncate">{item.file.name}</span>
              {item.error ? (
                <div className="flex flex-wrap items-center gap-2">
                  <p role="alert" className="flex-1 text-sm text-red-700">
                    {item.error}
                  </p>
                  {item.retryable ? (
                    <Button type="button" variant="secondary" disabled={disabled} onClick={() => retry(item)}>
                      Erneut versuchen
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`${item.file.name} verwerfen`}
                    onClick={() => drop(item.key)}
                  >
                    Verwerfen
                  </Button>
                </div>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`${item.file.name} wird hochgeladen`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  aria-valuetext={`${item.progress} %`}
                  className="h-2 w-full overflow-hidden rounded bg-gray-200"
                >
                  <div
                    className="h-full bg-brand-700 transition-[width]"
                    style={{ width: `${item.progress}%` }}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {full ? (
        <p id={hintId} className="text-sm text-muted">
          {`Höchstzahl von ${limit} ${limit === 1 ? "Datei" : "Dateien"} erreicht. Entfernen Sie eine Datei, um eine neue hochzuladen.`}
        </p>
      ) : (
        <>
          {/* Drop zone for pointers; the button is the way in for keyboards and touch. The input stays
              in the page, labelled, but out of the tab order: the button stands in for its own
              untranslatable "Choose File" face. */}
          <div
            data-testid="ablagefeld"
            onDragEnter={(event) => {
              if (disabled || !carriesFiles(event)) return;
              event.preventDefault();
              setDragging(true);
            }}
            onDragOver={(event) => {
              if (disabled || !carriesFiles(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "copy";
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const files = Array.from(event.dataTransfer.files);
              if (!disabled && files.length) choose(files);
            }}
            className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center ${
              dragging ? "border-brand-700 bg-brand-50" : "border-gray-400"
            }`}
          >
            <Upload aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <Button
              ref={buttonRef}
              type="button"
              variant="secondary"
              disabled={disabled}
              // Named after the field as well (a form has several), but not through the label
              // element: that stays the input's alone, so the field is found by its label.
              aria-label={`${chooseText}: ${label}`}
              aria-describedby={describedBy}
              onClick={() => inputRef.current?.click()}
              className="bg-white"
            >
              {chooseText}
            </Button>
            <span className="text-sm text-muted">oder hierher ziehen</span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={acceptFor(kind)}
              multiple={multiple}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                // Choosing the same file again (after a failure) must fire again.
                event.currentTarget.value = "";
                if (files.length) choose(files);
              }}
              tabIndex={-1}
              className="sr-only"
            />
          </div>
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        </>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {notice ? (
        <p role="alert" className="text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
