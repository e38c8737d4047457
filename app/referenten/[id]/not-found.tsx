import { NotFoundMessage } from "@/components/detail/not-found-message";

export default function SpeakerNotFound() {
  return (
    <NotFoundMessage
      message="Referent nicht gefunden"
      backHref="/referenten"
      backLabel="Zur Referentensuche"
    />
  );
}
