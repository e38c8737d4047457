import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";

/**
 * The page a mailed confirmation link opens: it only explains, and its button confirms (mail
 * gateways open links to scan them, but press no buttons). The button posts `field`=`value` to `action`.
 */
export function ConfirmByButton({
  title,
  children,
  action,
  field,
  value,
}: {
  title: string;
  children: ReactNode;
  action: (formData: FormData) => Promise<void>;
  field: string;
  value: string;
}) {
  return (
    <AuthCard title={title}>
      <p>{children}</p>
      <form action={action} className="mt-6">
        <input type="hidden" name={field} value={value} />
        <Button type="submit">Email-Adresse bestätigen</Button>
      </form>
    </AuthCard>
  );
}
