import { createListingController } from "../../../utils/listing-controller";

export default createListingController("api::veranstaltung.veranstaltung");
