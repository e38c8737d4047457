// users-permissions settings as code: e-mail confirmation on, German mails whose links point at
// the portal (never at Strapi), and the redirects after confirmation and password reset.
import type { Core } from "@strapi/strapi";

export async function setAuthSettings(
  strapi: Core.Strapi,
  { siteUrl, from, replyTo }: { siteUrl: string; from: string; replyTo: string },
): Promise<void> {
  const store = strapi.store({ type: "plugin", name: "users-permissions" });
  const advanced = ((await store.get({ key: "advanced" })) as Record<string, unknown> | null) || {};
  await store.set({
    key: "advanced",
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      email_confirmation_redirection: `${siteUrl}/signin?bestaetigt=1`,
      email_reset_password: `${siteUrl}/password-new`,
      default_role: "authenticated",
    },
  });

  const [, name = "Wundportal", email = "no-reply@wundportal.de"] = /^(.*?)\s*<(.+)>$/.exec(from) || [];
  const sender = { name, email };
  await store.set({
    key: "email",
    value: {
      email_confirmation: {
        display: "Email.template.email_confirmation",
        icon: "check-square",
        options: {
          from: sender,
          response_email: replyTo,
          object: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
          message: `<p>Hallo <%= USER.username %>,</p>
<p>vielen Dank für Ihre Registrierung beim Wundportal. Bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf diesen Link:</p>
<p><a href="${siteUrl}/signup/bestaetigen?confirmation=<%= CODE %>">E-Mail-Adresse bestätigen</a></p>
<p>Danach können Sie sich anmelden. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.</p>
<p>Ihr Wundportal-Team</p>`,
        },
      },
      reset_password: {
        display: "Email.template.reset_password",
        icon: "sync",
        options: {
          from: sender,
          response_email: replyTo,
          object: "Passwort zurücksetzen",
          message: `<p>Hallo,</p>
<p>Sie haben ein neues Passwort für Ihr Konto beim Wundportal angefordert. Über diesen Link können Sie es festlegen:</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>">Neues Passwort festlegen</a></p>
<p>Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.</p>
<p>Ihr Wundportal-Team</p>`,
        },
      },
    },
  });
}
