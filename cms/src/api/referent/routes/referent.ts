import { factories } from "@strapi/strapi";
import { WRITE_ROUTES } from "../../../listings/write-routes";

export default factories.createCoreRouter("api::referent.referent", { config: WRITE_ROUTES });
