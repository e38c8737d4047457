// Stands in for `server-only` in unit tests, which run outside React's server environment.
export {};
