import { ANONYMOUS, canSeeSpeaker, speakerForViewer, viewerOf } from "./access";
import { makePlan, makeSubscription } from "./test-factories";
import type { Speaker, Subscription } from "./types";

const subscription = (kind: string, tier: string, status = "active"): Subscription =>
  makeSubscription(makePlan(kind, tier), { status });

describe("speaker access", () => {
  it("is granted by a running organiser plan only", () => {
    expect(viewerOf(1, subscription("Veranstalter", "Classic")).organiser).toBe(true);
    expect(viewerOf(1, subscription("Veranstalter", "Premium", "trialing")).organiser).toBe(true);
    expect(viewerOf(1, subscription("Veranstalter", "Premium", "canceled")).organiser).toBe(false);
    expect(viewerOf(1, subscription("Referent", "Premium Plus")).organiser).toBe(false);
    expect(viewerOf(1, null)).toEqual({ userId: 1, hasSubscription: false, organiser: false });
  });

  it("counts only a running subscription as having one", () => {
    expect(viewerOf(1, subscription("Referent", "Classic")).hasSubscription).toBe(true);
    expect(viewerOf(1, subscription("Referent", "Classic", "past_due")).hasSubscription).toBe(false);
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
