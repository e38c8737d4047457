// Berlin wall-clock time is a rule of both processes (the import reads event times in the CMS too):
// the code lives in the rules package, on a path without zod or JSON for browser code.
export { berlinLocalTime, berlinParts, berlinTimeToIso, shiftLocalDays } from "@wundportal/rules/berlin-time";
