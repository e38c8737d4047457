import { createListingController } from "../../../utils/listing-controller";

export default createListingController("api::versorgungspartner.versorgungspartner");
