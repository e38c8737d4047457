// The delete section of a manage page reached by a mailed link (saved search, reminder): the token
// goes back to the server action, which deletes the record and its address.
import { Button } from "@/components/ui/button";

export function DeleteByToken({
  action,
  token,
  heading,
  text,
  button,
}: {
  action: (formData: FormData) => Promise<void>;
  token: string;
  heading: string;
  text: string;
  button: string;
}) {
  return (
    <form action={action} className="mt-10 border-t border-gray-300 pt-6">
      <input type="hidden" name="token" value={token} />
      <h2 className="text-xl font-bold">{heading}</h2>
      <p className="mt-2">{text}</p>
      <Button type="submit" variant="danger" className="mt-4">
        {button}
      </Button>
    </form>
  );
}
