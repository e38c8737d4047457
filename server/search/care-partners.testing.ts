// Test support: care partners as the cached collection holds them, as far as the index reads them.
export type Partner = {
  id: number;
  Name: string;
  Kategorie: string;
  Stadt: string;
  PLZ: string;
  Bundesland: string;
  Aufgabengebiete: string[];
  Spezialbehandlungen: string[];
};

export const partner = (id: number, Name: string, Kategorie = "Apotheke"): Partner => ({
  id,
  Name,
  Kategorie,
  Stadt: "Hamburg",
  PLZ: "20095",
  Bundesland: "Hamburg",
  Aufgabengebiete: [],
  Spezialbehandlungen: [],
});
