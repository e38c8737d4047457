// How people and listings are named on pages, in suggestions and in structured data.

/** 'Prof. Dr. Anna Berg' */
export function speakerName(speaker: { Titel: string | null; Vorname: string; Name: string }): string {
  return [speaker.Titel, speaker.Vorname, speaker.Name].filter(Boolean).join(" ");
}
