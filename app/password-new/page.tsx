import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { PasswordNewForm } from "@/components/auth/password-new-form";

export const metadata: Metadata = { title: "Neues Passwort", robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string }> };

export default async function PasswordNewPage({ searchParams }: Props) {
  const { code } = await searchParams;
  return (
    <AuthCard title="Neues Passwort festlegen">
      <PasswordNewForm code={code ?? ""} />
    </AuthCard>
  );
}
