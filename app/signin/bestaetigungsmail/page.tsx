import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmationResendForm } from "@/components/auth/confirmation-resend-form";

export const metadata: Metadata = { title: "Bestätigungsmail erneut senden", robots: { index: false } };

export default function ConfirmationResendPage() {
  return (
    <AuthCard title="Bestätigungsmail erneut senden">
      <ConfirmationResendForm />
    </AuthCard>
  );
}
