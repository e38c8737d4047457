// The link check is a shared rule (@wundportal/rules); the CMS checks stored links with it too.
// Imported from its own module: the package's index would bring the taxonomy into the browser code
// of the forms that check links.
export { httpUrlOrNull, isHttpUrl } from "@wundportal/rules/url";
