import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::contact-request.contact-request");
