/** @jest-environment jsdom */
// The marker can be set without the map (keyboard), by the map, or from PLZ and Stadt; the map
// loads tiles only after consent.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { LocationPicker, parseCoordinate } from "./location-picker";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// Leaflet needs a real browser: a stand-in shows the marker and can "drag" it.
jest.mock("next/dynamic", () => () => {
  const { createElement } = jest.requireActual<typeof import("react")>("react");
  return function FakeMap(props: {
    position: [number, number] | null;
    onMove: (p: [number, number]) => void;
  }) {
    return createElement(
      "div",
      null,
      createElement("p", null, `Markierung: ${props.position ? props.position.join(" / ") : "keine"}`),
      createElement(
        "button",
        { type: "button", onClick: () => props.onMove([49.01234, 12.1]) },
        "Markierung ziehen",
      ),
    );
  };
});

const onChange = jest.fn();

function Picker({
  initial = null,
  plz,
  stadt,
}: {
  initial?: [number, number] | null;
  plz?: string;
  stadt?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      plz={plz}
      stadt={stadt}
      label="Einsatzort"
    />
  );
}

const latitude = () => screen.getByRole("textbox", { name: "Breitengrad" });
const longitude = () => screen.getByRole("textbox", { name: "Längengrad" });
const lookUp = () => screen.getByRole("button", { name: "Koordinaten aus PLZ und Stadt ermitteln" });
const consent = () => fireEvent.click(screen.getByRole("button", { name: "Karte laden" }));

beforeEach(() => {
  window.localStorage.clear();
  onChange.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});

describe("LocationPicker", () => {
  it("asks for consent before loading the map", () => {
    render(<Picker />);
    expect(screen.getByRole("group", { name: "Einsatzort" })).toBeInTheDocument();
    expect(screen.queryByText(/^Markierung:/)).not.toBeInTheDocument();
    consent();
    expect(screen.getByText("Markierung: keine")).toBeInTheDocument();
  });

  it("places the marker in Bavaria only when the user asks for it", () => {
    render(<Picker />);
    expect(onChange).not.toHaveBeenCalled();
    expect(latitude()).toHaveValue("");
    fireEvent.click(screen.getByRole("button", { name: "Markierung setzen" }));
    expect(onChange).toHaveBeenCalledWith([48.79, 11.5]);
    expect(latitude()).toHaveValue("48.79");
    expect(longitude()).toHaveValue("11.5");
    expect(screen.queryByRole("button", { name: "Markierung setzen" })).not.toBeInTheDocument();
  });

  it("takes typed coordinates, with a comma or a point", () => {
    render(<Picker initial={[48.79, 11.5]} />);
    consent();
    fireEvent.change(latitude(), { target: { value: "52,52" } });
    expect(onChange).toHaveBeenLastCalledWith([52.52, 11.5]);
    fireEvent.change(longitude(), { target: { value: "13.405" } });
    expect(onChange).toHaveBeenLastCalledWith([52.52, 13.405]);
    expect(screen.getByText("Markierung: 52.52 / 13.405")).toBeInTheDocument();
  });

  it("keeps a half-typed number and explains an out-of-range one in German", () => {
    render(<Picker initial={[48.79, 11.5]} />);
    fireEvent.change(latitude(), { target: { value: "52," } });
    expect(latitude()).toHaveValue("52,");
    fireEvent.change(latitude(), { target: { value: "95" } });
    fireEvent.blur(latitude());
    expect(onChange).not.toHaveBeenCalled();
    expect(latitude()).toHaveAttribute("aria-invalid", "true");
    expect(latitude()).toHaveAccessibleDescription("Bitte eine Zahl zwischen -90 und 90 eingeben.");
  });

  it("shows a marker dragged on the map in the inputs", () => {
    render(<Picker initial={[48.79, 11.5]} />);
    consent();
    fireEvent.click(screen.getByRole("button", { name: "Markierung ziehen" }));
    expect(onChange).toHaveBeenCalledWith([49.01234, 12.1]);
    expect(latitude()).toHaveValue("49.01234");
    expect(longitude()).toHaveValue("12.1");
  });

  describe("coordinates from PLZ and Stadt", () => {
    const respond = (status: number, body: unknown) =>
      jest.fn().mockResolvedValue({ ok: status < 300, status, json: async () => body });
    afterEach(() => {
      delete (global as { fetch?: unknown }).fetch;
    });

    it("asks the site's geocoder, moves the marker and says so", async () => {
      global.fetch = respond(200, { lat: 48.137154, lon: 11.576124, label: "80331 München" });
      render(<Picker plz="80331" stadt=" München " />);
      consent();
      await act(async () => void fireEvent.click(lookUp()));
      expect(global.fetch).toHaveBeenCalledWith("/api/geocode?q=80331%20M%C3%BCnchen", expect.anything());
      expect(onChange).toHaveBeenCalledWith([48.13715, 11.57612]);
      expect(toast.success).toHaveBeenCalledWith("Koordinaten gefunden und Karte angepasst!");
      expect(screen.getByText("Markierung: 48.13715 / 11.57612")).toBeInTheDocument();
      expect(latitude()).toHaveValue("48.13715");
    });

    it("says when nothing was found and leaves the marker", async () => {
      global.fetch = respond(404, { error: "Keine Koordinaten gefunden." });
      render(<Picker initial={[48.79, 11.5]} stadt="Atlantis" />);
      await act(async () => void fireEvent.click(lookUp()));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Keine Koordinaten gefunden..."));
      expect(onChange).not.toHaveBeenCalled();
      expect(latitude()).toHaveValue("48.79");
    });

    it("passes the rate limit's German message on", async () => {
      global.fetch = respond(429, { error: "Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut." });
      render(<Picker plz="10115" />);
      await act(async () => void fireEvent.click(lookUp()));
      expect(toast.error).toHaveBeenCalledWith(
        "Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.",
      );
    });

    it("cannot be used before PLZ or Stadt is filled in", () => {
      render(<Picker plz=" " />);
      expect(lookUp()).toBeDisabled();
    });
  });
});

describe("parseCoordinate", () => {
  it.each([
    ["48,79", 48.79],
    ["-12.5", -12.5],
    [" 11 ", 11],
    ["11.123456789", 11.12346],
  ])("reads %p as %p", (text, expected) => expect(parseCoordinate(text, 90)).toBe(expected));

  it.each(["", "abc", "1e3", "90.1", "48,7,9"])("refuses %p", (text) =>
    expect(parseCoordinate(text, 90)).toBeNull(),
  );
});
