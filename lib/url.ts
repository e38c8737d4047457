// The link check is a shared rule (@wundportal/rules); the CMS checks stored links with it too.
export { httpUrlOrNull, isHttpUrl } from "@wundportal/rules";
