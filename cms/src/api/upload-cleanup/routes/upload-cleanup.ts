// POST /api/upload-cleanup: runs the job that deletes unattached uploads (uploads/cleanup.ts) now.
// No user or API token reaches it: the caller shows the jobs secret (REVALIDATE_SECRET).
export default {
  routes: [
    { method: "POST", path: "/upload-cleanup", handler: "upload-cleanup.run", config: { auth: false } },
  ],
};
