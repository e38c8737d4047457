import { createListingController } from "../../../utils/listing-controller";

export default createListingController("api::hersteller.hersteller");
