// The field's own words for the same thing. A search for any phrase of a group also finds entries
// that use another phrase of it. To add a term: add a phrase to its group, or a new line with a
// group of two or more phrases (spelling, case, umlauts and word endings do not matter: the
// phrases go through the same folding and stemming as the text).
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["Dekubitus", "Druckgeschwür", "Decubitus", "Druckulkus", "Wundliegen"],
  ["Ulcus cruris", "offenes Bein", "Unterschenkelgeschwür", "Ulkus cruris"],
  ["Ulcus cruris venosum", "venöses Ulcus", "venöses Unterschenkelgeschwür"],
  ["Diabetisches Fußsyndrom", "DFS", "diabetischer Fuß", "Diabetesfuß"],
  ["Stoma", "künstlicher Darmausgang", "Enterostoma"],
  ["Stomaversorgung", "Stomapflege"],
  ["Tracheostoma", "Luftröhrenschnitt"],
  ["ICW-Rezertifizierung", "Rezertifizierung ICW"],
  ["Kompressionstherapie", "Kompression", "Kompressionsversorgung"],
  ["Débridement", "Wundreinigung", "Wundausschneidung"],
  ["Inkontinenz", "Blasenschwäche"],
  ["Kontinenzversorgung", "Inkontinenzversorgung"],
  ["Mangelernährung", "Malnutrition", "Unterernährung"],
  ["Enterale Ernährung", "Sondenernährung", "Trinknahrung"],
  ["Parenterale Ernährung", "künstliche Ernährung", "Infusionsernährung"],
  ["Podologie", "medizinische Fußpflege"],
  ["Wundexperte", "Wundmanager", "Wundexpertin"],
  ["Wundzentrum", "Wundambulanz"],
  ["Homecare", "Homecareunternehmen", "Homecare-Unternehmen"],
  ["Schmerzmanagement", "Schmerztherapie"],
  ["Hygiene", "Infektionsprävention"],
  ["Antiseptik", "Wundantiseptik", "Desinfektion"],
  ["Wundauflage", "Wundverband", "Verbandmaterial"],
  ["Fotodokumentation", "Wundfotografie", "Wunddokumentation"],
  ["Online-Seminar", "Webinar", "Online-Fortbildung"],
  ["Kongress", "Tagung"],
  ["Pflegeheim", "Altenheim", "Seniorenheim", "Seniorenresidenz"],
];
