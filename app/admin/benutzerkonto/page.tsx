import type { Metadata } from "next";
import { DeleteAccount } from "@/components/account/delete-account";
import { FollowsSection } from "@/components/account/follows-section";
import { PasswordForm } from "@/components/account/password-form";
import { ProfileForm } from "@/components/account/profile-form";
import { SubscriptionCard } from "@/components/account/subscription-card";
import { Alert } from "@/components/ui/alert";
import { formatLongDate } from "@/lib/format";
import { ACCOUNT_MESSAGES, CMS_ERROR_MESSAGES } from "@/lib/messages";
import { requireUser } from "@/server/auth/session";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { ownFollows } from "@/server/follows/cms";

export const metadata: Metadata = { title: "Benutzerkonto", robots: { index: false } };

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string; folgen?: string }>;
}) {
  const auth = await requireUser("/admin/benutzerkonto");
  const { user } = auth;
  const subscription = await getCurrentSubscription(user.id);
  // Set by the e-mail change page's button (app/konto/email-bestaetigen).
  const { email: emailChange, folgen } = await searchParams;
  const follows = await ownFollows(auth.jwt);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold">Benutzerkonto</h1>
        <p className="mt-1 text-muted">
          {user.Rolle ? `${user.Rolle} · ` : ""}
          {user.createdAt ? `Mitglied seit ${formatLongDate(user.createdAt)}` : null}
        </p>
      </div>
      {emailChange === "bestaetigt" ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 px-4 py-3 text-green-900">
          {ACCOUNT_MESSAGES.emailConfirmed}
        </p>
      ) : null}
      {emailChange === "ungueltig" ? <Alert>{CMS_ERROR_MESSAGES.EMAIL_CHANGE_LINK_INVALID}</Alert> : null}
      <section aria-labelledby="profil" className="rounded-lg border border-gray-200 p-4 sm:p-6">
        <h2 id="profil" className="mb-4 text-xl font-bold">
          Profil
        </h2>
        <ProfileForm
          defaults={{
            username: user.username,
            email: user.email,
            twitter_nutzername: user.twitter_nutzername ?? "",
            linkedin_nutzername: user.linkedin_nutzername ?? "",
            github_nutzername: user.github_nutzername ?? "",
            website_url: user.website_url ?? "",
            avatar_url: user.avatar_url ?? "",
            bio: user.bio ?? "",
          }}
        />
      </section>
      <section aria-labelledby="passwort" className="rounded-lg border border-gray-200 p-4 sm:p-6">
        <h2 id="passwort" className="mb-4 text-xl font-bold">
          Passwort ändern
        </h2>
        <PasswordForm />
      </section>
      <section aria-labelledby="abonnement" className="rounded-lg border border-gray-200 p-4 sm:p-6">
        <h2 id="abonnement" className="mb-4 text-xl font-bold">
          Abonnement
        </h2>
        <SubscriptionCard
          planTitle={subscription?.plan?.title ?? null}
          hasCustomer={subscription !== null}
          initial={
            subscription
              ? {
                  status: subscription.status,
                  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
                  cancelAt: subscription.cancelAt,
                  currentPeriodEnd: subscription.currentPeriodEnd,
                }
              : null
          }
        />
      </section>
      <FollowsSection follows={follows} notice={folgen} />
      <section aria-labelledby="daten" className="rounded-lg border border-gray-200 p-4 sm:p-6">
        <h2 id="daten" className="mb-2 text-xl font-bold">
          Ihre Daten
        </h2>
        <p className="mb-4 text-muted">Alles, was wir zu Ihrem Konto speichern, als JSON-Datei.</p>
        <a
          href="/api/konto/daten"
          download
          className="inline-block rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Meine Daten herunterladen
        </a>
      </section>
      <section aria-labelledby="loeschen" className="rounded-lg border border-gray-200 p-4 sm:p-6">
        <h2 id="loeschen" className="mb-2 text-xl font-bold">
          Konto löschen
        </h2>
        <p className="mb-4 text-muted">
          Solange ein aktives Abonnement läuft, kann das Konto nicht gelöscht werden.
        </p>
        <DeleteAccount />
      </section>
    </div>
  );
}
