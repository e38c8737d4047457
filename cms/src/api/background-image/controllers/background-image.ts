import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::background-image.background-image");
