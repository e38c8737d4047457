import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";

/**
 * The page a mailed confirmation link opens: it only explains (`children`), and its button
 * (`button`) confirms (mail gateways open links to scan them, but press no buttons). The button
 * posts `field`=`value` to `action`. The sign-up, the e-mail change and the saved search use it.
 */
export function ConfirmByButton({
  title,
  children,
  action,
  field,
  value,
  button = "Email-Adresse bestätigen",
}: {
  title: string;
  children: ReactNode;
  action: (formData: FormData) => Promise<void>;
  field: string;
  value: string;
  button?: string;
}) {
  return (
    <AuthCard title={title}>
      {children}
      <form action={action} className="mt-6">
        <input type="hidden" name={field} value={value} />
        <Button type="submit">{button}</Button>
      </form>
    </AuthCard>
  );
}
