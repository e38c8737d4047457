import { NotFoundMessage } from "@/components/detail/not-found-message";

export default function ProductNotFound() {
  return (
    <NotFoundMessage message="Produkt nicht gefunden" backHref="/hersteller" backLabel="Zur Produktsuche" />
  );
}
