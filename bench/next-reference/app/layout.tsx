import type { ReactNode } from "react";

// The smallest root layout Next accepts: the portal's costs beyond it are ours.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
