import type { Schema, Struct } from "@strapi/strapi";

export interface ListingExternerName extends Struct.ComponentSchema {
  collectionName: "components_listing_externe_namen";
  info: {
    description: "Externe Referenten oder Hersteller, nur mit Namen";
    displayName: "Externer Name";
  };
  attributes: {
    Name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface ListingFortbildungspunkt extends Struct.ComponentSchema {
  collectionName: "components_listing_fortbildungspunkte";
  info: {
    description: "Punkte einer Vergabestelle (1 bis 10)";
    displayName: "Fortbildungspunkt";
  };
  attributes: {
    Punkte: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
          min: 1;
        },
        number
      >;
    Vergabestelle: Schema.Attribute.Enumeration<
      ["ICW", "DGfW", "Akademie ZWM", "regbp", "\u00C4rztekammer", "FgSKW", "VDP", "ZFD", "VDBD"]
    > &
      Schema.Attribute.Required;
  };
}

export interface ProduktProduktgroesse extends Struct.ComponentSchema {
  collectionName: "components_produkt_produktgroessen";
  info: {
    description: "Eine lieferbare Gr\u00F6\u00DFe mit PZN";
    displayName: "Produktgr\u00F6\u00DFe";
  };
  attributes: {
    Breite: Schema.Attribute.Enumeration<["bis7_5", "bis12_5", "bis17_5", "ueber17_5"]>;
    GenaueGroesse: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    Laenge: Schema.Attribute.Enumeration<["bis7_5", "bis12_5", "bis17_5", "ueber17_5"]>;
    PZN: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8;
      }>;
  };
}

declare module "@strapi/strapi" {
  export namespace Public {
    export interface ComponentSchemas {
      "listing.externer-name": ListingExternerName;
      "listing.fortbildungspunkt": ListingFortbildungspunkt;
      "produkt.produktgroesse": ProduktProduktgroesse;
    }
  }
}
