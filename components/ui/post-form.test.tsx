/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { PostForm } from "./post-form";

jest.mock("next/navigation", () => ({ usePathname: () => "/signin" }));

describe("PostForm", () => {
  it("posts to the fallback route that names the form's page, never a GET with the fields in the URL", () => {
    render(
      <PostForm aria-label="Anmelden">
        <input name="password" aria-label="Passwort" />
      </PostForm>,
    );
    const form = screen.getByRole("form", { name: "Anmelden" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/ohne-javascript?zurueck=%2Fsignin");
  });
});
