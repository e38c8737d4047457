import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { PasswordResetForm } from "@/components/auth/password-reset-form";

export const metadata: Metadata = { title: "Passwort vergessen", robots: { index: false } };

export default function PasswordResetPage() {
  return (
    <AuthCard title="Passwort vergessen">
      <PasswordResetForm />
    </AuthCard>
  );
}
