// Runs once when the Next server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Rate limits need the real client address, which Next does not expose (see the module).
    const { recordSocketAddresses } = await import("./server/client-address");
    await recordSocketAddresses();
  }
}
