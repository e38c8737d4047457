'use strict';

// Word lists for the demo data. All people, companies and institutions are fictional.

const VORNAMEN_W = [
  'Anna', 'Julia', 'Katharina', 'Sabine', 'Claudia', 'Petra', 'Stefanie', 'Maria', 'Laura', 'Sarah',
  'Christina', 'Andrea', 'Nicole', 'Melanie', 'Birgit', 'Susanne', 'Martina', 'Kerstin', 'Lena', 'Miriam',
  'Franziska', 'Johanna', 'Ines', 'Ulrike', 'Heike', 'Carolin', 'Silke', 'Yvonne', 'Tanja', 'Daniela',
  'Sophie', 'Hannah', 'Jana', 'Svenja', 'Antje', 'Doris', 'Gabriele', 'Monika', 'Renate', 'Elif',
];
const VORNAMEN_M = [
  'Thomas', 'Michael', 'Andreas', 'Stefan', 'Christian', 'Markus', 'Jens', 'Tobias', 'Matthias', 'Frank',
  'Martin', 'Peter', 'Jan', 'Florian', 'Sebastian', 'Daniel', 'Alexander', 'Holger', 'Uwe', 'Ralf',
  'Philipp', 'Jörg', 'Dirk', 'Oliver', 'Kai', 'Sven', 'Lukas', 'Benedikt', 'Henrik', 'Georg',
  'Moritz', 'Felix', 'Bernd', 'Wolfgang', 'Karsten', 'Timo', 'Niklas', 'Rainer', 'Volker', 'Emre',
];
const NACHNAMEN = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
  'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
  'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
  'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Schubert',
  'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz',
  'Baumann', 'Franke', 'Albrecht', 'Schuster', 'Simon', 'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Martin',
  'Schumacher', 'Krämer', 'Vogt', 'Stein', 'Jäger', 'Otto', 'Sommer', 'Groß', 'Seidel', 'Heinrich',
  'Brandt', 'Haas', 'Schreiber', 'Graf', 'Dietrich', 'Ziegler', 'Kuhn', 'Pohl', 'Engel', 'Horn',
];

/** Professions per Grundqualifikation, as [feminine, masculine]. */
const BERUFE = {
  Apotheker: ['Apothekerin', 'Apotheker'],
  Ärzte: ['Ärztin', 'Arzt'],
  Heilpraktiker: ['Heilpraktikerin', 'Heilpraktiker'],
  'Gesundheits- und Krankenpfleger': ['Gesundheits- und Krankenpflegerin', 'Gesundheits- und Krankenpfleger'],
  Altenpfleger: ['Altenpflegerin', 'Altenpfleger'],
  'Pflegefachfrau/Pflegefachmann': ['Pflegefachfrau', 'Pflegefachmann'],
  'Medizinische Fachangestellte': ['Medizinische Fachangestellte', 'Medizinischer Fachangestellter'],
  Podologen: ['Podologin', 'Podologe'],
  Physiotherapeuten: ['Physiotherapeutin', 'Physiotherapeut'],
  Diätassistenten: ['Diätassistentin', 'Diätassistent'],
  Ökotrophologen: ['Ökotrophologin', 'Ökotrophologe'],
};

const FACHRICHTUNGEN_ARZT = ['Dermatologie', 'Gefäßchirurgie', 'Allgemeinmedizin', 'Innere Medizin und Diabetologie', 'Plastische Chirurgie', 'Angiologie', 'Geriatrie'];

const ARBEITSORTE = [
  'in einem Wundzentrum',
  'in der ambulanten Pflege',
  'in einer Klinik für Gefäßchirurgie',
  'in einer diabetologischen Schwerpunktpraxis',
  'in einem Homecare-Unternehmen',
  'in der stationären Langzeitpflege',
  'in einer dermatologischen Praxis',
  'in der freiberuflichen Fort- und Weiterbildung',
  'im Ernährungsteam eines Klinikums',
  'in der Pflegeüberleitung eines Krankenhauses',
];

/** Organisers of events: [display name, legal name]. {stadt} is replaced by a city. */
const VERANSTALTER = [
  ['Wundakademie Nord', 'Wundakademie Nord e.V.'],
  ['Akademie für Wundmanagement Süd', 'Akademie für Wundmanagement Süd GmbH'],
  ['Netzwerk Wunde Rhein-Ruhr', 'Netzwerk Wunde Rhein-Ruhr e.V.'],
  ['Wundnetz Ost', 'Wundnetz Ost e.V.'],
  ['Fortbildungsinstitut PflegePlus', 'Fortbildungsinstitut PflegePlus GmbH'],
  ['Bildungszentrum Pflege und Gesundheit {stadt}', 'Bildungszentrum Pflege und Gesundheit {stadt} gGmbH'],
  ['Campus Gesundheit {stadt}', 'Campus Gesundheit {stadt} GmbH'],
  ['Forum Stoma und Kontinenz', 'Forum Stoma und Kontinenz e.V.'],
  ['Arbeitskreis Klinische Ernährung', 'Arbeitskreis Klinische Ernährung e.V.'],
  ['Medisan Akademie', 'Medisan Wundtechnik GmbH'],
  ['Institut für Pflegebildung Mitte', 'Institut für Pflegebildung Mitte GmbH'],
  ['Wundforum Südwest', 'Wundforum Südwest e.V.'],
];

const EXTERNE_REFERENTEN = [
  'Dr. med. Jana Lindqvist', 'Prof. Dr. Hendrik Vossberg', 'Marion Ebeling', 'Dr. Tarik Yilmaz', 'Claudia Feldhaus',
  'Prof. Dr. med. Ute Kersting', 'Bastian Rohloff', 'Dr. Leonie Marquardt', 'Sigrid Thelen', 'Dr. med. Paul Ostendorf',
  'Anke Wedemeyer', 'Dr. Friederike Sandmann', 'Ole Petersen', 'Dr. med. Aylin Demir', 'Gregor Wallenstein',
];

const EXTERNE_HERSTELLER = [
  'Vulnacare Medical GmbH', 'Lindmann Verbandstoffe AG', 'Primeda Health GmbH', 'Orthovita Bandagen GmbH',
  'Nutrimed Solutions GmbH', 'Sorbacon Wundprodukte GmbH', 'Heliomed Hautschutz GmbH', 'Biotexa Medical GmbH',
];

/** The twelve manufacturers of the normal demo set. */
const HERSTELLER = [
  { name: 'Medisan Wundtechnik GmbH', brand: 'Medisan', fokus: 'Wunde', stadt: 'Kiel', strasse: 'Wittland 12' },
  { name: 'Hansa Wundpflege GmbH & Co. KG', brand: 'HansaCare', fokus: 'Wunde', stadt: 'Hamburg', strasse: 'Billstraße 88' },
  { name: 'Alpina Medizinprodukte GmbH', brand: 'Alpicur', fokus: 'Wunde', stadt: 'München', strasse: 'Landsberger Straße 302' },
  { name: 'Rheinmed Health Solutions GmbH', brand: 'Rheinoderm', fokus: 'Wunde', stadt: 'Köln', strasse: 'Industriestraße 41' },
  { name: 'NordCare Verbandstoffe GmbH', brand: 'NordFix', fokus: 'Fixierung', stadt: 'Bremen', strasse: 'Am Gewerbepark 7' },
  { name: 'Kompressa Bandagen GmbH', brand: 'Kompressa', fokus: 'Fixierung', stadt: 'Nürnberg', strasse: 'Südwestpark 23' },
  { name: 'DermaProtect Hautschutz GmbH', brand: 'DermaProtect', fokus: 'Haut', stadt: 'Frankfurt am Main', strasse: 'Hanauer Landstraße 150' },
  { name: 'Sanaflux Medical GmbH', brand: 'Sanaflux', fokus: 'Wunde', stadt: 'Leipzig', strasse: 'Deutscher Platz 5' },
  { name: 'Nutrivia Klinische Ernährung GmbH', brand: 'Nutrivia', fokus: 'Ernährung', stadt: 'Hannover', strasse: 'Vahrenwalder Straße 269' },
  { name: 'Enteris Ernährungsmedizin GmbH', brand: 'Enteris', fokus: 'Ernährung', stadt: 'Stuttgart', strasse: 'Heilbronner Straße 190' },
  { name: 'Vitalis Medical AG', brand: 'Vitalis', fokus: 'Ernährung', stadt: 'Dresden', strasse: 'Tatzberg 47' },
  { name: 'Curapump Applikationstechnik GmbH', brand: 'Curaflow', fokus: 'Applikation', stadt: 'Mainz', strasse: 'Rheinallee 88' },
];

/** Building blocks for more manufacturers in the benchmark set. */
const HERSTELLER_SILBEN = ['Medi', 'Vita', 'Cura', 'Derma', 'Nutri', 'Vulna', 'Sana', 'Pro', 'Bio', 'Helio', 'Nord', 'Alpi', 'Rhein', 'Elb', 'Iso', 'Opti'];
const HERSTELLER_ENDUNGEN = ['tex', 'sorb', 'med', 'vit', 'care', 'fix', 'derm', 'plan', 'nova', 'line', 'pharm', 'flow'];
const HERSTELLER_ZUSATZ = {
  Wunde: ['Wundtechnik', 'Wundversorgung', 'Medizinprodukte', 'Verbandstoffe'],
  Fixierung: ['Bandagen', 'Verbandstoffe', 'Kompression'],
  Haut: ['Hautschutz', 'Dermatologie'],
  Ernährung: ['Klinische Ernährung', 'Ernährungsmedizin', 'Nutrition'],
  Applikation: ['Applikationstechnik', 'Medizintechnik'],
};
const RECHTSFORMEN = ['GmbH', 'GmbH', 'GmbH', 'AG', 'GmbH & Co. KG', 'SE'];
const STRASSEN = ['Industriestraße', 'Gewerbering', 'Am Technologiepark', 'Hauptstraße', 'Bahnhofstraße', 'Max-Planck-Straße', 'Robert-Koch-Straße', 'Carl-Zeiss-Ring', 'Siemensstraße', 'Im Gewerbegebiet'];

/** Care-partner names per Kategorie; {stadt}, {name} (surname) are replaced. */
const PARTNER_NAMEN = {
  Apotheke: ['Rosen-Apotheke {stadt}', 'Apotheke am Markt {stadt}', 'Löwen-Apotheke {stadt}', 'Stern-Apotheke {stadt}', 'Hirsch-Apotheke {stadt}'],
  Klinik: ['Klinikum Am Stadtwald {stadt}', 'Klinik Lindenhof {stadt}', 'St.-Marien-Klinik {stadt}', 'Klinikum {stadt}-Nord'],
  Rehaeinrichtung: ['Reha-Zentrum Seeblick {stadt}', 'Rehaklinik Am Kurpark {stadt}', 'Fachklinik für Rehabilitation {stadt}'],
  Facharzt: ['Praxis für Dermatologie Dr. {name}', 'Gefäßpraxis Dr. {name}', 'Diabetologische Schwerpunktpraxis Dr. {name}'],
  'Hausarzt/MVZ': ['MVZ {stadt}-Mitte', 'Hausarztpraxis Dr. {name}', 'Medizinisches Versorgungszentrum Am Ring {stadt}'],
  Pflegeheim: ['Seniorenzentrum Sonnenhof {stadt}', 'Pflegeheim Haus Lindenhof {stadt}', 'Seniorenresidenz Am Rosengarten {stadt}'],
  Wundzentrum: ['Wundzentrum {stadt}', 'Wundambulanz {stadt}-Süd', 'Zentrum für Wundheilung {stadt}'],
  Homecareunternehmen: ['NordVital Homecare GmbH', 'MediVersorgt Homecare GmbH', 'CuraHome Versorgung GmbH', 'Homecare {stadt} GmbH'],
  Sanitätshaus: ['Sanitätshaus {name}', 'Sanitätshaus Gesund & Mobil {stadt}', 'Orthopädie- und Sanitätshaus {name}'],
  'Ambulanter Pflegedienst': ['Pflegedienst Lebenswert {stadt}', 'Ambulante Pflege Hand in Hand {stadt}', 'Häusliche Krankenpflege {name}'],
  'Podologische Praxis': ['Podologie am Markt {stadt}', 'Praxis für Podologie {name}', 'Fußpflegezentrum {stadt}'],
  Physiotherapiepraxis: ['Physiotherapie Bewegungsraum {stadt}', 'Physio im Zentrum {stadt}', 'Praxis für Physiotherapie {name}'],
  Ernährungsberatung: ['Ernährungsberatung {name}', 'Praxis für Ernährungstherapie {stadt}', 'Ernährungsambulanz {stadt}'],
  Hospiz: ['Hospiz Abendlicht {stadt}', 'Hospiz am Stadtpark {stadt}', 'Stationäres Hospiz Lebensbogen {stadt}'],
  Tagespflege: ['Tagespflege Zeitlos {stadt}', 'Tagespflege Am Mühlbach {stadt}', 'Tagespflege Sonnenschein {stadt}'],
  Stomatherapeut: ['Stomaberatung {name}', 'Stoma- und Kontinenzberatung {stadt}', 'Stomatherapie {name}'],
};

/** Main tasks that fit each category (the seed picks Aufgabengebiete from these). */
const PARTNER_AUFGABEN = {
  Apotheke: ['Wundversorgung', 'Enterale', 'Parenterale', 'Inkontinenz', 'Stomaversorgung'],
  Klinik: ['Wundversorgung', 'Enterale', 'Parenterale', 'IV-Antibiose', 'Tracheostoma'],
  Rehaeinrichtung: ['Wundversorgung', 'Enterale', 'Tracheostoma', 'Inkontinenz'],
  Facharzt: ['Wundversorgung', 'IV-Antibiose'],
  'Hausarzt/MVZ': ['Wundversorgung', 'Inkontinenz', 'IV-Antibiose'],
  Pflegeheim: ['Wundversorgung', 'Inkontinenz', 'Enterale', 'Stomaversorgung'],
  Wundzentrum: ['Wundversorgung', 'Sauerstofftherapie'],
  Homecareunternehmen: ['Wundversorgung', 'Stomaversorgung', 'Enterale', 'Parenterale', 'Tracheostoma', 'IV-Antibiose', 'Sauerstofftherapie', 'Inkontinenz'],
  Sanitätshaus: ['Wundversorgung', 'Inkontinenz', 'Stomaversorgung', 'Sauerstofftherapie'],
  'Ambulanter Pflegedienst': ['Wundversorgung', 'Inkontinenz', 'Stomaversorgung', 'Enterale', 'Tracheostoma'],
  'Podologische Praxis': ['Wundversorgung'],
  Physiotherapiepraxis: ['Wundversorgung'],
  Ernährungsberatung: ['Enterale', 'Parenterale'],
  Hospiz: ['Wundversorgung', 'Parenterale', 'Sauerstofftherapie'],
  Tagespflege: ['Wundversorgung', 'Inkontinenz'],
  Stomatherapeut: ['Stomaversorgung', 'Inkontinenz'],
};

const FACHGEBIETE = ['Dermatologie', 'Gefäßchirurgie', 'Diabetologie', 'Angiologie', 'Plastische Chirurgie', 'Geriatrie', 'Innere Medizin', 'Orthopädie', 'Allgemeinchirurgie'];
const AUSSTATTUNG = ['Unterdruck-Wundtherapie', 'digitale Wundfotodokumentation', 'Doppler-Sonographie', 'Wundambulanz', 'Druckentlastende Spezialbetten', 'Hygienefachpersonal', 'Ernährungsteam'];
const KRANKHEITEN = ['chronische Wunden', 'Diabetisches Fußsyndrom', 'pAVK', 'Ulcus cruris venosum', 'Dekubitus', 'Verbrennungen', 'postoperative Wundheilungsstörungen', 'Mangelernährung'];
const BEHANDLUNGEN = ['Wundversorgung in der Praxis', 'Kompressionstherapie', 'Hausbesuche', 'Débridement', 'Verordnung von Hilfsmitteln', 'Diabetes-Schulungen', 'Infusionstherapie'];
const SPEZIALISIERUNGEN = ['Wundmanagement', 'Demenzbetreuung', 'Beatmungspflege', 'Palliativpflege', 'Pflege bei Mangelernährung', 'Stomaversorgung'];

module.exports = {
  VORNAMEN_W, VORNAMEN_M, NACHNAMEN, BERUFE, FACHRICHTUNGEN_ARZT, ARBEITSORTE,
  VERANSTALTER, EXTERNE_REFERENTEN, EXTERNE_HERSTELLER,
  HERSTELLER, HERSTELLER_SILBEN, HERSTELLER_ENDUNGEN, HERSTELLER_ZUSATZ, RECHTSFORMEN, STRASSEN,
  PARTNER_NAMEN, PARTNER_AUFGABEN, FACHGEBIETE, AUSSTATTUNG, KRANKHEITEN, BEHANDLUNGEN, SPEZIALISIERUNGEN,
};
