/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { FileUpload } from "./file-upload";
import type { UploadedFile, UploadKind } from "@/lib/uploads";

/** A stand-in for the browser's XMLHttpRequest: the test decides progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

const png = (name = "foto.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
const uploaded = (id: number, name = `datei-${id}.png`): UploadedFile => ({
  id,
  url: `/uploads/${name}`,
  name,
  mime: "image/png",
});

/** The field with its value kept in state, as a form would; onChange is observable. */
function Harness(props: {
  kind?: UploadKind;
  multiple?: boolean;
  max?: number;
  initial?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
}) {
  const [value, setValue] = useState<UploadedFile[]>(props.initial ?? []);
  return (
    <FileUpload
      label="Medien"
      kind={props.kind ?? "media"}
      multiple={props.multiple ?? true}
      max={props.max}
      value={value}
      onChange={(files) => {
        setValue(files);
        props.onChange?.(files);
      }}
    />
  );
}

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText("Medien"), { target: { files } });

describe("FileUpload", () => {
  it("has a German button that opens the file picker and keeps the input labelled", () => {
    render(<Harness />);
    const input = screen.getByLabelText("Medien") as HTMLInputElement;
    const click = jest.spyOn(input, "click");
    const button = screen.getByRole("button", { name: "Dateien auswählen: Medien" });
    expect(button).toHaveTextContent("Dateien auswählen");
    expect(screen.getByText("oder hierher ziehen")).toBeInTheDocument();
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    // The button stands in for the input in the tab order.
    expect(input).toHaveAttribute("tabindex", "-1");
  });

  it("names a single file field's button in the singular", () => {
    render(<Harness multiple={false} max={1} />);
    expect(screen.getByRole("button", { name: "Datei auswählen: Medien" })).toBeInTheDocument();
  });

  it("uploads files dropped on the field, each with its progress bar", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const zone = screen.getByTestId("ablagefeld");
    const dataTransfer = { files: [png("gezogen.png")], types: ["Files"], dropEffect: "none" };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });

    expect(FakeXhr.sent).toHaveLength(1);
    expect((FakeXhr.sent[0]!.body!.get("files") as File).name).toBe("gezogen.png");
    FakeXhr.sent[0]!.progress(30, 100);
    expect(screen.getByRole("progressbar", { name: "gezogen.png wird hochgeladen" })).toHaveAttribute(
      "aria-valuenow",
      "30",
    );
    FakeXhr.sent[0]!.respond(201, { ok: true, data: [uploaded(5, "gezogen.png")] });
    expect(onChange).toHaveBeenLastCalledWith([uploaded(5, "gezogen.png")]);
  });

  it("shows a progress bar per file and lists the file once the upload answers", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    choose(png("eins.png"), png("zwei.png"));

    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent;
    expect(first!.method).toBe("POST");
    expect(first!.url).toBe("/api/uploads?kind=media");
    expect((first!.body!.get("files") as File).name).toBe("eins.png");

    first!.progress(50, 100);
    second!.progress(10, 100);
    expect(screen.getByRole("progressbar", { name: "eins.png wird hochgeladen" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByRole("progressbar", { name: "zwei.png wird hochgeladen" })).toHaveAttribute(
      "aria-valuenow",
      "10",
    );

    first!.respond(201, { ok: true, data: [uploaded(1, "eins.png")] });
    second!.respond(201, { ok: true, data: [uploaded(2, "zwei.png")] });
    // The second answer adds to the first, not to the value both started from.
    expect(onChange).toHaveBeenLastCalledWith([uploaded(1, "eins.png"), uploaded(2, "zwei.png")]);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "zwei.png" })).toHaveAttribute("href", "/uploads/zwei.png");
  });

  it("hides the file chooser once max files are there, and shows it again after removing one", () => {
    const eight = Array.from({ length: 8 }, (_, i) => uploaded(i + 1));
    const onChange = jest.fn();
    render(<Harness max={8} initial={eight} onChange={onChange} />);
    expect(screen.queryByLabelText("Medien")).not.toBeInTheDocument();
    expect(screen.getByText(/Höchstzahl von 8 Dateien erreicht/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "datei-3.png entfernen" }));
    expect(onChange).toHaveBeenLastCalledWith(eight.filter((file) => file.id !== 3));
    expect(screen.queryByText("datei-3.png")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Medien")).toBeInTheDocument();
  });

  it("reaching max with an upload hides the chooser", () => {
    render(<Harness max={2} initial={[uploaded(1)]} />);
    choose(png("letzte.png"));
    FakeXhr.sent[0]!.respond(201, { ok: true, data: [uploaded(2, "letzte.png")] });
    expect(screen.queryByLabelText("Medien")).not.toBeInTheDocument();
  });

  it("uploads nothing of a selection larger than the room left, and says how many still fit", () => {
    const onChange = jest.fn();
    render(<Harness max={8} initial={[uploaded(1), uploaded(2)]} onChange={onChange} />);
    choose(...Array.from({ length: 9 }, (_, i) => png(`neu-${i + 1}.png`)));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Sie haben 9 Dateien ausgewählt, es können aber nur noch 6 hinzugefügt werden (höchstens 8). Bitte wählen Sie höchstens 6 Dateien aus.",
    );
    // A selection that fits then goes through, and the notice is gone.
    choose(png("a.png"), png("b.png"));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("counts files still uploading against the room left", () => {
    render(<Harness max={3} initial={[uploaded(1)]} />);
    choose(png("a.png"));
    choose(png("b.png"), png("c.png"));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Sie haben 2 Dateien ausgewählt, es kann aber nur noch 1 hinzugefügt werden (höchstens 3). Bitte wählen Sie höchstens 1 Datei aus.",
    );
  });

  it("shows the server's German message, keeps the chosen file and can send it again", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    choose(png("wichtig.png"));
    FakeXhr.sent[0]!.respond(502, {
      ok: false,
      message: "Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.",
    });

    expect(screen.getByRole("alert")).toHaveTextContent("Die Datei konnte nicht hochgeladen werden.");
    expect(screen.getByText("wichtig.png")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect((FakeXhr.sent[1]!.body!.get("files") as File).name).toBe("wichtig.png");
    FakeXhr.sent[1]!.respond(201, { ok: true, data: [uploaded(9, "wichtig.png")] });
    expect(onChange).toHaveBeenLastCalledWith([uploaded(9, "wichtig.png")]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses a file of the wrong type before sending it", () => {
    render(<Harness kind="datasheet" />);
    choose(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(FakeXhr.sent).toHaveLength(0);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("„logo.svg“ hat ein nicht erlaubtes Format. Erlaubt: PDF bis 20 MB.");
    const row = alert.closest("li")!;
    expect(within(row).queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole("button", { name: "logo.svg verwerfen" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a single image field replaces its file with the new upload", () => {
    const onChange = jest.fn();
    render(<Harness kind="image" multiple={false} initial={[uploaded(1, "alt.png")]} onChange={onChange} />);
    choose(png("neu.png"));
    FakeXhr.sent[0]!.respond(201, { ok: true, data: [uploaded(2, "neu.png")] });
    expect(onChange).toHaveBeenLastCalledWith([uploaded(2, "neu.png")]);
  });

  it("keeps every finished upload when the form applies the values late and one by one", () => {
    // A form (react-hook-form's Controller) may render an older value after a newer upload finished.
    const applied: UploadedFile[][] = [];
    const field = (value: UploadedFile[]) => (
      <FileUpload
        label="Medien"
        kind="media"
        multiple
        value={value}
        onChange={(files) => applied.push(files)}
      />
    );
    const { rerender } = render(field([]));
    choose(png("a.png"), png("b.png"), png("c.png"));
    const [a, b, c] = FakeXhr.sent;
    a!.respond(201, { ok: true, data: [uploaded(1, "a.png")] });
    b!.respond(201, { ok: true, data: [uploaded(2, "b.png")] });
    rerender(field(applied[0]!)); // the form catches up with the first answer only
    c!.respond(201, { ok: true, data: [uploaded(3, "c.png")] });
    expect(applied.at(-1)!.map((file) => file.id)).toEqual([1, 2, 3]);
    rerender(field(applied.at(-1)!));
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["a.png", "b.png", "c.png"]);
  });

  it("adds to a value the form replaced itself (a restored draft)", () => {
    const onChange = jest.fn();
    const field = (value: UploadedFile[]) => (
      <FileUpload label="Medien" kind="media" multiple value={value} onChange={onChange} />
    );
    const { rerender } = render(field([]));
    rerender(field([uploaded(7, "entwurf.png")]));
    choose(png("neu.png"));
    FakeXhr.sent[0]!.respond(201, { ok: true, data: [uploaded(8, "neu.png")] });
    expect(onChange).toHaveBeenLastCalledWith([uploaded(7, "entwurf.png"), uploaded(8, "neu.png")]);
  });

  it("the file input accepts only the kind's types", () => {
    render(<Harness kind="image" />);
    expect(screen.getByLabelText("Medien")).toHaveAttribute("accept", "image/png,image/jpeg,.png,.jpg,.jpeg");
  });
  it("keeps the order the files were chosen in when their uploads finish in another", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial={[uploaded(100, "alt.png")]} />);
    const names = Array.from({ length: 8 }, (_, i) => `m${i + 1}.png`);
    choose(...names.map((name) => png(name)));
    for (const i of [1, 3, 6, 4, 8, 2, 7, 5]) {
      FakeXhr.sent[i - 1]!.respond(201, { ok: true, data: [uploaded(i, `m${i}.png`)] });
    }
    const shown = ["alt.png", ...names];
    expect(onChange.mock.lastCall![0].map((file: UploadedFile) => file.name)).toEqual(shown);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(shown);
  });

  it("moves a file by keyboard buttons, says where it went and keeps the focus on the button", () => {
    const onChange = jest.fn();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    render(
      <Harness
        onChange={onChange}
        initial={[uploaded(1, "a.png"), uploaded(2, "b.png"), uploaded(3, "c.png")]}
      />,
    );
    const down = screen.getByRole("button", { name: "a.png nach unten verschieben" });
    down.focus();
    fireEvent.click(down);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["b.png", "a.png", "c.png"]);
    expect(screen.getByText("a.png: Position 2 von 3.")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "a.png nach unten verschieben" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "c.png nach oben verschieben" }));
    expect(onChange.mock.lastCall![0].map((file: UploadedFile) => file.id)).toEqual([2, 3, 1]);
    // At the top, "nach oben" does nothing and keeps its focus (it is not disabled).
    const top = screen.getByRole("button", { name: "b.png nach oben verschieben" });
    expect(top).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(top);
    expect(onChange).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it("moves a file dragged onto another row there", () => {
    render(<Harness initial={[uploaded(1, "a.png"), uploaded(2, "b.png"), uploaded(3, "c.png")]} />);
    const rows = screen.getAllByRole("listitem");
    const dataTransfer = { setData: jest.fn(), types: ["text/plain"], effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["c.png", "a.png", "b.png"]);
    expect(screen.getByText("c.png: Position 1 von 3.")).toBeInTheDocument();
  });

  it("offers no reordering for a single file", () => {
    render(<Harness multiple={false} max={1} initial={[uploaded(1, "a.png")]} />);
    expect(screen.queryByRole("button", { name: /verschieben/ })).toBeNull();
  });
});
