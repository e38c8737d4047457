import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/sign-up-form";

export const metadata: Metadata = { title: "Registrieren", robots: { index: false } };

export default function SignUpPage() {
  return (
    <AuthCard title="Registrieren">
      <SignUpForm />
    </AuthCard>
  );
}
