import type { NextRequest } from "next/server";
import type { Env } from "@/server/env";

/**
 * One step of proxy.ts: an answer ends the request there, undefined hands it to the next step. Each
 * step declares the settings it reads (a narrower `Pick<Env, …>` fits), so a test passes only those.
 */
export type ProxyStep = (
  request: NextRequest,
  settings: Env,
) => Response | undefined | Promise<Response | undefined>;
