import type { Metadata } from "next";
import { DeleteAccount } from "@/components/account/delete-account";
import { PasswordForm } from "@/components/account/password-form";
import { ProfileForm } from "@/components/account/profile-form";
import { formatLongDate } from "@/lib/format";
import { requireUser } from "@/server/auth/session";

export const metadata: Metadata = { title: "Benutzerkonto", robots: { index: false } };

export default async function AccountPage() {
  const { user } = await requireUser("/admin/benutzerkonto");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold">Benutzerkonto</h1>
        <p className="mt-1 text-muted">
          {user.Rolle ? `${user.Rolle} · ` : ""}
          {user.createdAt ? `Mitglied seit ${formatLongDate(user.createdAt)}` : null}
        </p>
      </div>
      <section aria-labelledby="profil" className="rounded-lg border border-gray-200 p-6">
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
            bio: user.bio ?? "",
          }}
        />
      </section>
      <section aria-labelledby="passwort" className="rounded-lg border border-gray-200 p-6">
        <h2 id="passwort" className="mb-4 text-xl font-bold">
          Passwort ändern
        </h2>
        <PasswordForm />
      </section>
      <section aria-labelledby="loeschen" className="rounded-lg border border-gray-200 p-6">
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
