// A stand-in for the few parts of Strapi that the document middlewares under unit test call: the
// models (the project's real schema files, read from src/), the request being answered, the REST
// prefix and a document service whose findOne answers from a table and records what it was asked.
import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import type { Core } from "@strapi/strapi";
import type { DocumentContext, DocumentMiddleware, DocumentResult } from "../src/utils/document-middleware";

type Json = Record<string, unknown>;

interface Model {
  uid: string;
  attributes: Record<string, Json>;
}

const SRC = join(__dirname, "..", "src");

const readJson = (path: string): { attributes: Record<string, Json> } =>
  JSON.parse(readFileSync(path, "utf8"));

/** Every content type (api::x.y) and component (category.name) of the project, from its schema files. */
function loadModels(): Map<string, Model> {
  const models = new Map<string, Model>();
  for (const api of readdirSync(join(SRC, "api"))) {
    const types = join(SRC, "api", api, "content-types");
    let names: string[] = [];
    try {
      names = readdirSync(types);
    } catch {
      continue;
    }
    for (const name of names) {
      const uid = `api::${api}.${name}`;
      models.set(uid, { uid, attributes: readJson(join(types, name, "schema.json")).attributes });
    }
  }
  for (const category of readdirSync(join(SRC, "components"))) {
    for (const file of readdirSync(join(SRC, "components", category))) {
      const uid = `${category}.${file.replace(/\.json$/, "")}`;
      models.set(uid, { uid, attributes: readJson(join(SRC, "components", category, file)).attributes });
    }
  }
  // Plugin models the listings lead to, with the attributes a read may name.
  models.set("plugin::upload.file", {
    uid: "plugin::upload.file",
    attributes: {
      name: { type: "string" },
      url: { type: "string" },
      folder: { type: "relation", target: "plugin::upload.folder" },
    },
  });
  models.set("plugin::users-permissions.user", {
    uid: "plugin::users-permissions.user",
    attributes: {
      username: { type: "string" },
      role: { type: "relation", target: "plugin::users-permissions.role" },
    },
  });
  return models;
}

export const MODELS = loadModels();

/** The request a document call is made for: its path and Koa state (user, auth strategy). */
export interface FakeRequest {
  path: string;
  state: Json;
}

export interface FindOneCall {
  uid: string;
  params: Json;
}

export interface FakeStrapi {
  strapi: Core.Strapi;
  /** Every findOne the code under test made through strapi.documents(uid). */
  findOneCalls: FindOneCall[];
}

/**
 * `request` is the content-API request being answered (none: a script or the bootstrap);
 * `stored` answers findOne by uid and documentId.
 */
export function fakeStrapi({
  request,
  stored = {},
}: { request?: FakeRequest; stored?: Record<string, Record<string, Json>> } = {}): FakeStrapi {
  const findOneCalls: FindOneCall[] = [];
  const fake = {
    getModel: (uid: string) => MODELS.get(uid),
    config: { get: (key: string, fallback?: unknown) => (key === "api.rest.prefix" ? "/api" : fallback) },
    requestContext: { get: () => request },
    documents: (uid: string) => ({
      findOne: async (params: Json) => {
        findOneCalls.push({ uid, params });
        const documentId = String(params.documentId);
        return stored[uid]?.[documentId] ?? null;
      },
    }),
  };
  return { strapi: fake as unknown as Core.Strapi, findOneCalls };
}

/** The requests of the three kinds of caller the visibility rule tells apart. */
export const REQUESTS = {
  portalUser: (id: number, path = "/api/veranstaltungs"): FakeRequest => ({
    path,
    state: {
      user: { id, documentId: `user-${id}` },
      auth: { strategy: { name: "users-permissions" }, credentials: { id } },
    },
  }),
  anonymous: (path = "/api/veranstaltungs"): FakeRequest => ({ path, state: {} }),
  readToken: (path = "/api/veranstaltungs"): FakeRequest => ({
    path,
    state: { auth: { strategy: { name: "api-token" }, credentials: { name: "web-app-read" } } },
  }),
  admin: (): FakeRequest => ({
    path: "/content-manager/collection-types/api::veranstaltung.veranstaltung",
    state: { user: { id: 1 }, auth: { strategy: { name: "admin" } } },
  }),
};

/** Runs a middleware on a document call; answers what reached the service (null: it never did). */
export async function run(
  middleware: DocumentMiddleware,
  context: DocumentContext,
): Promise<DocumentContext["params"] | null> {
  let passed: DocumentContext["params"] | null = null;
  await middleware(context, async () => {
    passed = context.params;
    return null as unknown as DocumentResult;
  });
  return passed;
}

/** What a refusal carries to the caller: Strapi's error name, message and details. */
export async function refusalOf(
  action: () => unknown,
): Promise<{ name: string; message: string; details: Json }> {
  try {
    await action();
  } catch (error) {
    const { name, message, details } = error as { name: string; message: string; details: Json };
    return { name, message, details };
  }
  throw new Error("expected a refusal, but nothing was thrown");
}
