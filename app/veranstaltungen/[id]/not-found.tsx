import { NotFoundMessage } from "@/components/detail/not-found-message";

export default function EventNotFound() {
  return (
    <NotFoundMessage
      message="Veranstaltung nicht gefunden"
      backHref="/veranstaltungen"
      backLabel="Zur Veranstaltungssuche"
    />
  );
}
