import { factories } from "@strapi/strapi";
import { WRITE_ROUTES } from "../../../listings/write-routes";

export default factories.createCoreRouter("api::versorgungspartner.versorgungspartner", {
  config: WRITE_ROUTES,
});
