import { connection } from "next/server";

// Rendered anew for every request, as the portal's pages are (for their CSP nonce).
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Impressum</h1>
      <p>Angaben gemäß § 5 DDG.</p>
    </main>
  );
}
