/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { PasswordNewForm } from "./password-new-form";
import { resetPassword } from "@/server/actions/auth";

jest.mock("@/server/actions/auth", () => ({ resetPassword: jest.fn() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/password-new",
}));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const NEXT_GENERIC =
  "An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details.";

async function submit(password: string) {
  render(<PasswordNewForm code="abc" />);
  fireEvent.change(screen.getByLabelText("Neues Passwort"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Passwort wiederholen"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Passwort bestätigen" }));
}

describe("PasswordNewForm", () => {
  it("shows the specification's German alert, not Next's English text, when the server fails", async () => {
    jest.mocked(resetPassword).mockRejectedValue(new Error(NEXT_GENERIC));
    await submit("Wundheilung-Kompresse-42");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Etwas lief schief - sind beide Passwörter gleich?",
    );
    expect(screen.queryByText(/Server Components/)).toBeNull();
  });

  it("refuses a weak password before asking the server", async () => {
    jest.mocked(resetPassword).mockReset();
    await submit("aaaaaa");
    expect(await screen.findByText("Das Passwort braucht mindestens 8 Zeichen.")).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });
});
