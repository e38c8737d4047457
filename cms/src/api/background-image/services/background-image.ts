import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::background-image.background-image");
