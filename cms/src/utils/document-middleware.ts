// The shape of a document-service middleware (strapi.documents.use) as this project's middlewares
// use it: they read uid, action and params and pass the service's result through unchanged.
import type { Modules } from "@strapi/strapi";

type Next = Parameters<Modules.Documents.Middleware.Middleware>[1];
/** What the document service answers (an entry, a list, a count, ...). */
export type DocumentResult = Awaited<ReturnType<Next>>;
export type DocumentNext = () => Promise<DocumentResult>;

/** The parts of the middleware context these middlewares read and rewrite. */
export interface DocumentContext {
  uid: string;
  action: string;
  params?: Record<string, unknown>;
}

export type DocumentMiddleware = (context: DocumentContext, next: DocumentNext) => Promise<DocumentResult>;
