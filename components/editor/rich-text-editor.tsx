"use client";

// Rich text of a listing (Bio, Beschreibung, ...) with Tiptap. The HTML it produces is cleaned
// again on the server before it is stored and before it is shown (server/sanitize.ts).
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Link as LinkIcon } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { CharacterCount } from "@/components/ui/character-count";
import { Field } from "@/components/ui/field";

export const LINK_ERROR = "Bitte eine Adresse mit https://, http:// oder mailto: eingeben.";

/** "www.example.de" → "https://www.example.de"; null for anything but http(s) and mailto. */
export function normaliseLink(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === "mailto:") return url.pathname.includes("@") ? withScheme : null;
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.hostname.includes(".") || url.hostname === "localhost" ? withScheme : null;
  } catch {
    return null;
  }
}

/** Only what the toolbar offers; the rest of StarterKit would produce tags the sanitiser drops. */
const extensions = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph appended after every list: the stored HTML stays what was typed.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // No extra `protocols`: linkifyjs knows mailto itself, and registering a scheme again in each
      // editor after linkify has run warns "linkifyjs: already initialized" once per instance.
      isAllowedUri: (url) => normaliseLink(url) !== null,
    },
  }),
];

type Command = "bold" | "italic" | "bulletList" | "orderedList" | "link";

const BUTTONS: { command: Command; label: string; symbol: ReactNode }[] = [
  { command: "bold", label: "Fett", symbol: "F" },
  { command: "italic", label: "Kursiv", symbol: "K" },
  { command: "bulletList", label: "Liste", symbol: "•" },
  { command: "orderedList", label: "nummerierte Liste", symbol: "1." },
  {
    command: "link",
    label: "Link",
    symbol: <LinkIcon aria-hidden="true" className="inline h-4 w-4 align-[-3px]" />,
  },
];

const html = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  inputRef,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** The most characters of the stored HTML (the field's rule): shown as a count from 80 %. */
  maxLength?: number;
  /** react-hook-form's `field.ref`, so a field error can focus the editor. */
  inputRef?: (instance: { focus: () => void } | null) => void;
}) {
  const labelId = `${id}-label`;
  const errorId = `${id}-fehler`;
  const counterId = `${id}-zeichen`;
  const describedBy = [error ? errorId : null, maxLength ? counterId : null].filter(Boolean).join(" ");
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // useEditor applies its options again on every render (it has no dependency list), so the
  // editable element's attributes belong here: set anywhere else, the next render of the form
  // dropped them (the box, the list bullets and the error tied to the text box).
  const editor = useEditor({
    extensions,
    content: value,
    // Rendered on the client only, so server and client HTML agree.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: `min-h-40 rounded-b border px-3 py-2 focus:outline-2 focus:outline-brand-700 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 ${error ? "border-red-700" : "border-gray-500"}`,
      },
    },
    onUpdate: ({ editor }) => onChangeRef.current(html(editor)),
  });

  useEffect(() => {
    if (!editor || !inputRef) return;
    inputRef({ focus: () => editor.commands.focus() });
    return () => inputRef(null);
  }, [editor, inputRef]);

  // A value set from outside (a restored draft, a form reset) replaces the content.
  useEffect(() => {
    if (editor && value !== html(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? {
            bold: editor.isActive("bold"),
            italic: editor.isActive("italic"),
            bulletList: editor.isActive("bulletList"),
            orderedList: editor.isActive("orderedList"),
            link: editor.isActive("link"),
          }
        : null,
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const run = (command: Command) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (command === "bold") chain.toggleBold().run();
    else if (command === "italic") chain.toggleItalic().run();
    else if (command === "bulletList") chain.toggleBulletList().run();
    else if (command === "orderedList") chain.toggleOrderedList().run();
    else {
      setLinkText((editor.getAttributes("link").href as string | undefined) ?? "");
      setLinkError(null);
      setLinkOpen(true);
    }
  };

  const closeLink = () => {
    setLinkOpen(false);
    setLinkError(null);
    editor?.commands.focus();
  };

  const applyLink = () => {
    if (!editor) return;
    if (!linkText.trim()) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      closeLink();
      return;
    }
    const href = normaliseLink(linkText);
    if (!href) {
      setLinkError(LINK_ERROR);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // Without selected text the address itself becomes the link text.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    closeLink();
  };

  // Arrow keys move between the toolbar's buttons (one tab stop for the whole toolbar).
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (i: number) => number> = {
      ArrowRight: (i) => (i + 1) % BUTTONS.length,
      ArrowLeft: (i) => (i - 1 + BUTTONS.length) % BUTTONS.length,
      Home: () => 0,
      End: () => BUTTONS.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusIndex);
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll("button")[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`Formatierung: ${label}`}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 rounded-t border border-b-0 border-gray-500 bg-gray-50 p-1"
      >
        {BUTTONS.map((button, index) => (
          <button
            key={button.command}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.command === "link" ? undefined : (active?.[button.command] ?? false)}
            disabled={!editor}
            onFocus={() => setFocusIndex(index)}
            onClick={() => run(button.command)}
            className={`min-w-9 rounded px-2 py-1 font-semibold hover:bg-brand-50 ${active?.[button.command] ? "bg-brand-100 text-brand-800" : ""}`}
          >
            <span aria-hidden="true" className={button.command === "italic" ? "italic" : undefined}>
              {button.symbol}
            </span>
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-end gap-2 border border-b-0 border-gray-500 p-2">
          <Field
            id={`${id}-link`}
            label="Link-Adresse"
            type="text"
            inputMode="url"
            autoFocus
            value={linkText}
            onChange={(event) => setLinkText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault(); // not the surrounding form's submit
                applyLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                closeLink();
              }
            }}
            error={linkError ?? undefined}
          />
          <button
            type="button"
            onClick={applyLink}
            className="rounded bg-brand-700 px-3 py-1 font-semibold text-white"
          >
            Link übernehmen
          </button>
          <button type="button" onClick={closeLink} className="rounded border border-brand-700 px-3 py-1">
            Abbrechen
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
      {maxLength ? <CharacterCount id={counterId} length={value.length} max={maxLength} /> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
