/** @jest-environment jsdom */
// Drafts survive a reload (an unmount and a new mount), are dropped by 'Verwerfen' and after a
// save; leaving a dirty form asks first.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { DraftRestoredNotice } from "@/components/editor/draft-notice";
import {
  DRAFT_DEBOUNCE_MS,
  draftStorageKey,
  UNSAVED_CHANGES_MESSAGE,
  useFormDraft,
  useUnsavedChangesGuard,
} from "./use-form-draft";

interface Values {
  Name: string;
  Stadt: string;
}

const KEY = "7:Referent:neu";

function DraftForm() {
  const form = useForm<Values>({ defaultValues: { Name: "", Stadt: "Berlin" } });
  const { restored, discard, clear } = useFormDraft(form, KEY);
  return (
    <form>
      {restored ? <DraftRestoredNotice onDiscard={discard} /> : null}
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register("Name")} />
      <label htmlFor="stadt">Stadt</label>
      <input id="stadt" {...form.register("Stadt")} />
      {/* stands for the form's successful save */}
      <button type="button" onClick={clear}>
        Gespeichert
      </button>
      {form.formState.isDirty ? <p>Ungespeicherte Änderungen</p> : null}
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const settle = () => act(() => void jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS + 10));
const stored = () => window.localStorage.getItem(draftStorageKey(KEY));

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("useFormDraft", () => {
  it("restores typed values after a reload and says so", () => {
    const first = render(<DraftForm />);
    type("Name", "Muster");
    type("Stadt", "München");
    expect(stored()).toBeNull(); // debounced
    settle();
    expect(stored()).toContain("München");
    first.unmount();

    render(<DraftForm />);
    expect(screen.getByLabelText("Name")).toHaveValue("Muster");
    expect(screen.getByLabelText("Stadt")).toHaveValue("München");
    expect(screen.getByRole("status")).toHaveTextContent("Nicht gespeicherte Eingaben wiederhergestellt");
    // Restored values count as changes, so the unsaved-changes guard is on.
    expect(screen.getByText("Ungespeicherte Änderungen")).toBeInTheDocument();
  });

  it("shows no notice and stores nothing for an untouched form", () => {
    render(<DraftForm />);
    settle();
    expect(stored()).toBeNull();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("drops the draft when the values are back at their defaults", () => {
    render(<DraftForm />);
    type("Name", "Muster");
    settle();
    type("Name", "");
    settle();
    expect(stored()).toBeNull();
  });

  it("'Verwerfen' restores the default values and forgets the draft", () => {
    const first = render(<DraftForm />);
    type("Name", "Muster");
    settle();
    first.unmount();

    render(<DraftForm />);
    expect(screen.getByLabelText("Name")).toHaveValue("Muster");
    fireEvent.click(within(screen.getByRole("status")).getByRole("button", { name: "Verwerfen" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Stadt")).toHaveValue("Berlin");
    settle();
    expect(stored()).toBeNull();
  });

  it("clear() after a save removes the draft and a pending write never lands", () => {
    render(<DraftForm />);
    type("Name", "Muster");
    settle();
    type("Name", "Muster2");
    fireEvent.click(screen.getByRole("button", { name: "Gespeichert" }));
    settle();
    expect(stored()).toBeNull();
  });

  it("ignores drafts of another version and unreadable ones", () => {
    window.localStorage.setItem(
      `wundportal:entwurf:v0:${KEY}`,
      JSON.stringify({ savedAt: Date.now(), values: { Name: "Alt" } }),
    );
    window.localStorage.setItem(draftStorageKey(KEY), "{kaputt");
    render(<DraftForm />);
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });
});

function Guarded({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty);
  return (
    <>
      <a href="/admin/meine-inserate">Meine Inserate</a>
      <a href="#preise">Preise</a>
    </>
  );
}

describe("useUnsavedChangesGuard", () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, "confirm");
  });
  afterEach(() => confirm.mockRestore());

  /** Clicks the link; true when the navigation would go ahead. */
  const follow = (name: string) => fireEvent.click(screen.getByRole("link", { name }));

  it("asks before following an in-app link and stays when the user declines", () => {
    confirm.mockReturnValue(false);
    render(<Guarded dirty />);
    expect(follow("Meine Inserate")).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(UNSAVED_CHANGES_MESSAGE).toBe("Sie haben ungespeicherte Änderungen. Seite wirklich verlassen?");
  });

  it("lets the link go ahead when the user confirms", () => {
    confirm.mockReturnValue(true);
    render(<Guarded dirty />);
    expect(follow("Meine Inserate")).toBe(true);
  });

  it("does not ask for links within the page or when nothing changed", () => {
    const { rerender } = render(<Guarded dirty />);
    follow("Preise");
    rerender(<Guarded dirty={false} />);
    follow("Meine Inserate");
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks the browser to prompt on unload only while dirty", () => {
    const { rerender } = render(<Guarded dirty />);
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender(<Guarded dirty={false} />);
    const later = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
