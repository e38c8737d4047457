import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ConfirmByButton } from "@/components/auth/confirm-by-button";
import { confirmNewEmail } from "@/server/actions/account";
import { isEmailChangeToken } from "@/server/auth/email-change";

export const metadata: Metadata = { title: "Neue Email-Adresse bestätigen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The link of the e-mail change mail only shows this page; the button sets the new address (link
// scanners of mail providers open links, but do not press buttons).
export default async function ConfirmEmailChangePage({ searchParams }: Props) {
  const { token } = await searchParams;
  if (!isEmailChangeToken(token)) redirect("/admin/benutzerkonto?email=ungueltig");
  return (
    <ConfirmByButton
      title="Neue Email-Adresse bestätigen"
      action={confirmNewEmail}
      field="token"
      value={token}
    >
      <p>
        Bitte bestätigen Sie mit einem Klick auf den Knopf, dass diese Email-Adresse Ihnen gehört. Danach gilt
        sie für Ihr Benutzerkonto.
      </p>
    </ConfirmByButton>
  );
}
