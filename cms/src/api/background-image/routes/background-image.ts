import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::background-image.background-image");
