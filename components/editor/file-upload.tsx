"use client";

// A form's upload field: files chosen with the button (the browser's picker) or dropped on the field
// go to POST /api/uploads?kind=… one request per file, each with its own progress bar; finished files
// join `value`. A file that fails stays in the list with its German message (and, when trying again
// can help, a retry), so nothing chosen is lost.
import { Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
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
        emit(multiple ? [...current.current, ...answer.data] : answer.data.slice(0, 1));
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

  const full = value.length >= limit;
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
          {value.map((file) => (
            <li key={file.id} className="flex items-center gap-3 rounded border border-gray-300 p-2">
              {isImage(file) ? (
                // eslint-disable-next-line @next/next/no-img-element -- a just uploaded file, served through /uploads
                <img
                  src={file.url}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-16 w-16 items-center justify-center rounded bg-gray-100 text-xs font-semibold uppercase"
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
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                aria-label={`${file.name} entfernen`}
                onClick={() => remove(file)}
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
