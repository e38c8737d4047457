import { NotFoundMessage } from "@/components/detail/not-found-message";

export default function ManufacturerNotFound() {
  return (
    <NotFoundMessage
      message="Hersteller nicht gefunden"
      backHref="/hersteller"
      backLabel="Zur Produktsuche"
    />
  );
}
