import { createListingController } from "../../../utils/listing-controller";
import schema from "../content-types/referent/schema.json";

const privateFields = Object.entries(schema.attributes as Record<string, { private?: boolean }>)
  .filter(([, attribute]) => attribute.private)
  .map(([name]) => name);

export default createListingController("api::referent.referent", { privateFields });
