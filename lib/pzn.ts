// The PZN check lives in the rules package, which the CMS checks stored products with.
export { PZN_MESSAGE, isValidPzn } from "@wundportal/rules";
