import path from "path";
import type { Core } from "@strapi/strapi";

// SQLite by default (embedded demo and tests); PostgreSQL with DATABASE_CLIENT=postgres + DATABASE_URL.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env("DATABASE_CLIENT", "sqlite");
  if (client === "postgres") {
    return {
      connection: {
        client: "postgres",
        connection: {
          connectionString: env("DATABASE_URL"),
          ssl: env.bool("DATABASE_SSL", false) && {
            rejectUnauthorized: env.bool("DATABASE_SSL_REJECT_UNAUTHORIZED", true),
          },
          schema: env("DATABASE_SCHEMA", "public"),
        },
        pool: { min: env.int("DATABASE_POOL_MIN", 2), max: env.int("DATABASE_POOL_MAX", 10) },
        acquireConnectionTimeout: env.int("DATABASE_CONNECTION_TIMEOUT", 60000),
      },
    };
  }
  return {
    connection: {
      client: "sqlite",
      connection: {
        filename: path.resolve(__dirname, "..", env("DATABASE_FILENAME", ".tmp/data.db")),
      },
      useNullAsDefault: true,
    },
  };
};
