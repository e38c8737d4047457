/** @jest-environment jsdom */
// The error page: a CMS outage is reported and can be retried, never answered with a sign-out.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import ErrorPage from "./error";

const signOut = jest.fn();
jest.mock("next-auth/react", () => ({ signOut: (...args: unknown[]) => signOut(...args) }));
const toastError = jest.fn();
jest.mock("@/components/ui/toast", () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeAll(() => {
  // After the crash rule's reload: a second ordinary error would end the session.
  window.history.replaceState({}, "", "/admin/benutzerkonto?neu-geladen=1");
});
beforeEach(() => {
  signOut.mockReset();
  toastError.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

const outage = Object.assign(new Error("CMS nicht erreichbar"), { digest: "CMS_UNAVAILABLE" });

describe("app/error.tsx", () => {
  it("on a CMS outage shows the specification's message and a retry, and keeps the session", async () => {
    const reset = jest.fn();
    render(<ErrorPage error={outage} reset={reset} />);
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Es ist etwas schief gelaufen...", expect.anything()),
    );
    // The sign-out loads next-auth on demand: let a pending import settle before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
  });

  it("on any other error after a reload still follows the crash rule (sign-out)", async () => {
    render(<ErrorPage error={Object.assign(new Error("kaputt"), { digest: "123" })} reset={jest.fn()} />);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/signin" }));
  });
});
