/** @jest-environment jsdom */
// Toasts: nothing of sonner is on the page until the first toast; then its polite live region is
// there before the message arrives, so screen readers announce it.
import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "./toast";
import { Toaster } from "./toaster";

it("mounts sonner's live region with the first toast, then shows the message in it", async () => {
  const { container } = render(<Toaster />);
  expect(container).toBeEmptyDOMElement();

  act(() => toast.error("Es ist etwas schief gelaufen...", { id: "CMS_UNAVAILABLE" }));
  await waitFor(() => expect(container.querySelector("[aria-live]")).not.toBeNull());
  const region = container.querySelector("[aria-live]");
  expect(region).toHaveAttribute("aria-live", "polite");
  expect(screen.queryByText("Es ist etwas schief gelaufen...")).toBeNull();

  expect(await screen.findByText("Es ist etwas schief gelaufen...")).toBeVisible();
  expect(region).toContainElement(screen.getByText("Es ist etwas schief gelaufen..."));

  // Later toasts go straight to the mounted Toaster.
  act(() => toast.success("Daten erfolgreich gespeichert!"));
  expect(await screen.findByText("Daten erfolgreich gespeichert!")).toBeVisible();
  expect(screen.getAllByRole("button", { name: "Close toast" })).toHaveLength(2);
});
