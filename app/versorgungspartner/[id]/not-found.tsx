import { NotFoundMessage } from "@/components/detail/not-found-message";

// The specification words the unknown care partner like the speaker message.
export default function CarePartnerNotFound() {
  return (
    <NotFoundMessage
      message="Referent nicht gefunden"
      backHref="/versorgungspartner"
      backLabel="Zur Versorgungspartnersuche"
    />
  );
}
