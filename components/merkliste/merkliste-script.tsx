"use client";
// The one client script of the Merkliste, mounted once in the layout (not an island per button):
// it reads the cookie, marks the saved buttons ("Gemerkt", aria-pressed) and the header's count,
// sends a Merken form with fetch instead of leaving the page, and, signed in, asks the server once
// a page to merge this browser's list with the account's (the cookie then mirrors the account).
import { useEffect, useState } from "react";
import { tokensOfCookieHeader } from "@/lib/merkliste-cookie";
import { useHeaderSession } from "@/components/layout/use-header-session";

interface Answer {
  tokens?: string[];
  message?: string;
}

let synced = false;

/** A Merken form's entry: its hidden field (the form carries no second copy of it). */
const tokenOf = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name="eintrag"]')?.value;

function draw(tokens: readonly string[]) {
  const saved = new Set(tokens);
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-merken]")) {
    const on = saved.has(tokenOf(form) ?? "");
    const button = form.querySelector("button");
    const text = form.querySelector("[data-merken-text]");
    if (button && button.getAttribute("aria-pressed") !== String(on))
      button.setAttribute("aria-pressed", String(on));
    if (text && text.textContent !== (on ? "Gemerkt" : "Merken"))
      text.textContent = on ? "Gemerkt" : "Merken";
  }
  const count = tokens.length;
  for (const link of document.querySelectorAll<HTMLElement>("[data-merkliste-link]")) {
    const label = `Merkliste, ${count} ${count === 1 ? "Eintrag" : "Einträge"}`;
    if (link.getAttribute("aria-label") !== label) link.setAttribute("aria-label", label);
    const badge = link.querySelector<HTMLElement>("[data-merkliste-anzahl]");
    if (badge && badge.textContent !== String(count)) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
  }
}

const fromCookie = () => tokensOfCookieHeader(document.cookie);

async function send(body: FormData | null): Promise<Answer> {
  const response = await fetch("/api/merkliste", {
    method: body ? "POST" : "GET",
    body,
    headers: { Accept: "application/json" },
    cache: "no-store",
    signal: AbortSignal.timeout(15_000),
  });
  return (await response.json().catch(() => ({}))) as Answer;
}

export function MerklisteScript() {
  const session = useHeaderSession();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const redraw = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => draw(fromCookie()));
    };
    redraw();
    // Buttons arrive later too (client navigation, rows hydrated later, another page of a list).
    const observer = new MutationObserver(redraw);
    observer.observe(document.body, { childList: true, subtree: true });

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-merken")) return;
      const token = tokenOf(form);
      if (!token) return;
      event.preventDefault();
      const body = new FormData(form);
      body.set("merken", fromCookie().includes(token) ? "0" : "1");
      setMessage(null);
      send(body)
        .then((answer) => {
          if (answer.message) setMessage(answer.message);
          draw(answer.tokens ?? fromCookie());
        })
        .catch(() =>
          setMessage("Die Merkliste konnte nicht geändert werden. Bitte versuchen Sie es erneut."),
        );
    };
    document.addEventListener("submit", onSubmit);

    // The Merkliste page names the entries that are no longer published: out of the cookie with them.
    const gone = document.querySelector<HTMLElement>("[data-merkliste-entfernt]")?.dataset.merklisteEntfernt;
    if (gone) {
      const body = new FormData();
      for (const token of gone.split(" ")) body.append("eintrag", token);
      body.set("merken", "0");
      void send(body).then(
        (answer) => draw(answer.tokens ?? fromCookie()),
        () => {},
      );
    }
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener("submit", onSubmit);
    };
  }, []);

  // undefined: not known yet; null: signed out (the next sign-in merges again).
  const name = session === undefined ? undefined : session.name;
  useEffect(() => {
    if (name === null) synced = false;
    if (!name || synced) return;
    synced = true;
    send(null).then(
      (answer) => answer.tokens && draw(answer.tokens),
      () => {},
    );
  }, [name]);

  // One live region from the start (a region added with its message is often not read out).
  return (
    <p
      role="status"
      className={
        message
          ? "fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded border border-red-300 bg-red-50 px-4 py-3 text-red-900 shadow"
          : "sr-only"
      }
    >
      {message}
    </p>
  );
}
