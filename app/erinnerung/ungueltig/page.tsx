import { notFound } from "next/navigation";

// Where the token forms land when the CMS refused the token: the segment's German 404 page.
export default function InvalidReminderPage() {
  notFound();
}
