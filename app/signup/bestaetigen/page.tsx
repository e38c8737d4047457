import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ConfirmByButton } from "@/components/auth/confirm-by-button";
import { confirmEmail } from "@/server/actions/auth";
import { isConfirmationCode } from "@/server/auth/email-confirmation";

export const metadata: Metadata = { title: "Email-Adresse bestätigen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The link of the sign-up mail only shows this page; the button confirms (link scanners of mail
// providers open links, but do not press buttons).
export default async function ConfirmAccountPage({ searchParams }: Props) {
  const { confirmation } = await searchParams;
  if (!isConfirmationCode(confirmation)) redirect("/signin?bestaetigt=0");
  return (
    <ConfirmByButton
      title="Email-Adresse bestätigen"
      action={confirmEmail}
      field="confirmation"
      value={confirmation}
    >
      <p>
        Bitte bestätigen Sie mit einem Klick auf den Knopf, dass diese Email-Adresse Ihnen gehört. Danach
        können Sie sich anmelden.
      </p>
    </ConfirmByButton>
  );
}
