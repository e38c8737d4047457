import { ANONYMOUS, canSeeSpeaker, grantsSpeakerAccess, speakerForViewer } from "./access";
import type { Speaker, Subscription } from "./types";

const plan = (title: string) => ({
  id: 1,
  documentId: "p",
  title,
  kind: "",
  tier: "",
  priceCents: 0,
  descriptionLines: [],
  stripePlanId: "x",
  interval: "year" as const,
  trial: false,
  highlight: false,
});
const subscription = (title: string, status = "active"): Subscription => ({
  id: 1,
  documentId: "s",
  status,
  cancelAtPeriodEnd: false,
  cancelAt: null,
  currentPeriodEnd: null,
  createdAt: "2026-01-01",
  plan: plan(title),
});

describe("speaker access", () => {
  it("is granted by a running organiser plan only", () => {
    expect(grantsSpeakerAccess(subscription("Veranstalter: Classic"))).toBe(true);
    expect(grantsSpeakerAccess(subscription("Veranstalter: Premium", "trialing"))).toBe(true);
    expect(grantsSpeakerAccess(subscription("Veranstalter: Premium", "canceled"))).toBe(false);
    expect(grantsSpeakerAccess(subscription("Referent: Premium Plus"))).toBe(false);
    expect(grantsSpeakerAccess(null)).toBe(false);
  });

  it("lets the creator see their own listing", () => {
    const speaker = { createdBy: 7 } as Speaker;
    expect(canSeeSpeaker({ userId: 7, hasSubscription: false, organiser: false }, speaker)).toBe(true);
    expect(canSeeSpeaker({ userId: 8, hasSubscription: true, organiser: false }, speaker)).toBe(false);
    expect(canSeeSpeaker(ANONYMOUS, speaker)).toBe(false);
  });

  it("removes the private part for viewers without the right", () => {
    const speaker = { createdBy: 1, private: { Email: "a@b.de" } } as unknown as Speaker;
    expect(speakerForViewer(ANONYMOUS, speaker).private).toBeNull();
    expect(
      speakerForViewer({ userId: null, hasSubscription: true, organiser: true }, speaker).private,
    ).not.toBeNull();
  });
});
